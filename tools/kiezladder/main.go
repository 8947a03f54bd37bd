// Command kiezladder measures KiezKönig's computer levels against the
// heuristic player of ai/kiezheuristic: each level in one seat against
// heuristic players in all the others, the measured seat rotated over every
// seat, and prints the ladder table of docs/kiezkoenig-ai.md (games, wins,
// the 95% Wilson interval, seconds per decision: CPU seconds with one worker,
// wall seconds with two) with what went on in the
// measured seat's fights. Games are seeded, so a run repeats exactly.
//
//	go run ./tools/kiezladder -levels easy,medium,hard,expert -seats 3,4,5 -games 60 -workers 1   (the ladder of docs/kiezkoenig-ai.md)
//	go run ./tools/kiezladder -levels expert -seats 3 -games 30 -v
//	go run ./tools/kiezladder -levels expert -against hard -seats 3   (ordering)
//	go run ./tools/kiezladder -levels medium,hard,expert -against below -seats 3   (each level against the one below)
//	go run ./tools/kiezladder -levels medium+e0.05 -against medium -seats 3   (a trial: iN, dN, eX vary iterations, play-out depth, exploration)
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"quartet/ai"
	"quartet/ai/kiezbaseline"
	"quartet/ai/kiezheuristic"
	"quartet/ai/opponents"
	kk "quartet/rules/kiezkoenig"
	"quartet/rules/record"
)

func main() {
	levels := flag.String("levels", "expert", "measured levels: easy, medium, hard, expert, heuristic, baseline; a level may be varied, as hard+i1000+d20+e0.3")
	against := flag.String("against", "heuristic", "the other seats: heuristic, baseline, a level, or below (the level below the measured one)")
	seatList := flag.String("seats", "3,4,5", "player counts")
	games := flag.Int("games", 30, "games per level and player count")
	first := flag.Uint64("seed", 1, "seed of the first game")
	workers := flag.Int("workers", 1, "games played at once (the machine is shared: 1 or 2)")
	verbose := flag.Bool("v", false, "print each lost game's end and fights")
	only := flag.Int("only", -1, "play only game number i (seed+i, measured seat i mod seats), to read it")
	flag.Parse()
	oneWorker = *workers <= 1
	fmt.Printf("| measured | against | seats | games | wins | share (95%% interval) | fair share | s/decision |\n|---|---|---|---|---|---|---|---|\n")
	var notes []string
	for _, level := range strings.Split(*levels, ",") {
		vs := *against
		if vs == "below" {
			vs = below(level)
		}
		for _, sv := range strings.Split(*seatList, ",") {
			seats, err := strconv.Atoi(sv)
			if err != nil || seats < 2 || seats > kk.MaxSeats {
				fmt.Fprintln(os.Stderr, "bad -seats:", sv)
				os.Exit(2)
			}
			results := make([]result, *games)
			var wg sync.WaitGroup
			next := make(chan int)
			for range max(1, min(*workers, 2)) {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range next {
						results[i] = play(level, vs, seats, *first+uint64(i), i%seats)
					}
				}()
			}
			for i := range *games {
				if *only < 0 || i == *only {
					next <- i
				}
			}
			close(next)
			wg.Wait()
			var s summary
			for i, r := range results {
				if *only >= 0 && i != *only {
					continue
				}
				s.add(r)
				if *verbose && !r.won {
					notes = append(notes, fmt.Sprintf("%s %dp seed %d seat %d: lost at %d/%d stakes, $%d; %d stakes lost in fights",
						level, seats, r.seed, r.seat, r.have, r.need, r.money, r.lostInFights))
					notes = append(notes, r.log...)
				}
			}
			lo, hi := wilson(s.wins, s.games)
			fmt.Printf("| %s | %d× %s | %d | %d | %d | %.0f%% (%.0f-%.0f%%) | %.0f%% | %.3f |\n",
				level, seats-1, vs, seats, s.games, s.wins, 100*float64(s.wins)/float64(s.games), 100*lo, 100*hi,
				100/float64(seats), s.think.Seconds()/float64(max(1, s.decisions)))
			notes = append(notes, s.fights(level, seats))
		}
	}
	fmt.Println()
	for _, n := range notes {
		fmt.Println(n)
	}
}

// below is the level under level (its variations dropped).
func below(level string) string {
	i := slices.Index(record.Levels, strings.Split(level, "+")[0])
	if i < 1 {
		fmt.Fprintf(os.Stderr, "no level below %q\n", level)
		os.Exit(2)
	}
	return record.Levels[i-1]
}

// oneWorker: games are played one at a time, so the process's CPU time
// is the deciding player's.
var oneWorker bool

func agent(kind string, seed uint64) ai.Agent {
	switch kind {
	case "heuristic":
		return kiezheuristic.New()
	case "baseline":
		return kiezbaseline.New()
	}
	// A level may be varied for a trial: "hard+i1000+d20+e0.3" is hard with
	// 1000 iterations, play-outs cut after 20 moves and exploration 0.3.
	parts := strings.Split(kind, "+")
	cfg, err := opponents.Config(kk.Title.ID, parts[0])
	if err == nil && len(parts) == 1 {
		var a ai.Agent
		if a, err = opponents.New(kk.Title.ID, kind, seed); err == nil {
			return a
		}
	}
	for _, p := range parts[1:] {
		if err != nil {
			break
		}
		var v float64
		if v, err = strconv.ParseFloat(p[min(1, len(p)):], 64); err != nil {
			err = fmt.Errorf("unknown variation %q (iN, dN, eX)", p)
			break
		}
		switch p[0] {
		case 'i':
			cfg.Iterations = int(v)
		case 'd':
			cfg.PlayoutDepth = int(v)
		case 'e':
			cfg.Exploration = v
		default:
			err = fmt.Errorf("unknown variation %q (iN, dN, eX)", p)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	return ai.NewMCTS(cfg, seed)
}

// result is one game seen from the measured seat.
type result struct {
	seed              uint64
	seat              int
	won, over         bool
	have, need, money int
	decisions         int
	think             time.Duration
	fights, fightsWon int // fights it started
	chosen, chosenWon int // of those, fights started while something else was open
	oddsSum           float64
	coinFlips         int // started at under 0.6
	worse             int // another legal fight was 0.15 likelier
	lostInFights      int // stakes it lost in fights (started or not)
	wonInFights       int
	defended, defWon  int
	pendingChosen     bool
	pendingBet        int
	lostAttacking     int // stakes lost in fights it started
	buys, worseBuys   int // purchases; of them, ones another affordable stake beat for the goal
	drives, toPay     int // Sports Car rides; of them, ones ending on an authority that charged it
	supers, turbos    int
	robs              int
	log               []string // the fights it started, for -v
}

func play(level, against string, seats int, seed uint64, seat int) result {
	g := kk.New(seats, seed)
	agents := make([]ai.Agent, seats)
	for s := range agents {
		kind := against
		if s == seat {
			kind = level
		}
		agents[s] = agent(kind, seed*31+uint64(s))
	}
	r := result{seed: seed, seat: seat}
	attacking := false
	for n := 0; n < 20000 && !g.Outcome().Over; n++ {
		mover := g.ToMove()
		start := time.Now()
		cpu0, cpu := cpuTime()
		m := ai.Decide(agents[mover], g)
		if mover == seat {
			if cpu1, _ := cpuTime(); cpu && oneWorker {
				r.think += cpu1 - cpu0
			} else {
				r.think += time.Since(start)
			}
			r.decisions++
			mv := m.(kk.Move)
			switch mv.Kind {
			case kk.Fight:
				r.judgeFight(g, mv)
				attacking = true
			case kk.Buy:
				r.buys++
				h := stakes(g.Held(seat))
				got := kiezheuristic.Distance(g, seat, h|1<<mv.Stake)
				for _, l := range g.LegalMoves() {
					if o := l.(kk.Move); o.Kind == kk.Buy && kiezheuristic.Distance(g, seat, h|1<<o.Stake) < got {
						r.worseBuys++
						break
					}
				}
			case kk.Drive:
				r.drives++
				sp := kk.Track()[(g.Position(seat)+int(mv.N))%kk.TrackLen()]
				if mv.N > 0 && sp.Kind == kk.AuthoritySpace {
					for _, st := range g.Held(seat) {
						if kk.Stake(st).Kind == sp.Authority.Charged() {
							r.toPay++
							break
						}
					}
				}
			case kk.Super:
				r.supers++
			case kk.Turbo:
				r.turbos++
			case kk.Rob:
				r.robs++
			}
		}
		events, err := g.Apply(m)
		if err != nil {
			panic("kiezladder: illegal move: " + err.Error())
		}
		for _, e := range events {
			if w, ok := e.(kk.FightWon); ok {
				if attacking {
					r.log[len(r.log)-1] += fmt.Sprintf(" -> %s, %d stakes", map[bool]string{true: "won", false: "lost"}[w.Winner == seat], len(w.Stakes))
				}
				if w.Winner == seat && attacking {
					r.fightsWon++
					if r.pendingChosen {
						r.chosenWon++
					}
				}
				if w.Loser == seat && !attacking {
					r.defended++
				}
				if w.Winner == seat && !attacking {
					r.defended++
					r.defWon++
				}
				if w.Winner == seat {
					r.wonInFights += len(w.Stakes) - r.pendingBet
				} else if w.Loser == seat {
					r.lostInFights += r.pendingBet
					if attacking {
						r.lostAttacking += r.pendingBet
					}
				}
				attacking, r.pendingChosen = false, false
			}
			if b, ok := e.(kk.FightBegan); ok {
				r.pendingBet = 0
				if b.Attacker == seat {
					r.pendingBet = len(b.AttackerStakes)
				} else if b.Defender == seat {
					r.pendingBet = len(b.DefenderStakes)
				}
			}
		}
	}
	o := g.Outcome()
	r.over, r.won = o.Over, o.Over && o.Winner == seat
	r.have, r.need = g.Progress(seat)
	r.money = g.Money(seat)
	return r
}

func stakes(list []int) uint64 {
	var h uint64
	for _, s := range list {
		h |= 1 << s
	}
	return h
}

// judgeFight weighs a fight the measured seat starts against what else was
// open.
func (r *result) judgeFight(g *kk.Game, m kk.Move) {
	p := g.FightOdds(m)
	r.fights++
	r.oddsSum += p
	if p < 0.6 {
		r.coinFlips++
	}
	other, best := false, 0.0
	for _, l := range g.LegalMoves() {
		lm := l.(kk.Move)
		if lm.Kind != kk.Fight {
			other = true
		} else {
			best = math.Max(best, g.FightOdds(lm))
		}
	}
	if best >= p+0.15 {
		r.worse++
	}
	r.log = append(r.log, fmt.Sprintf("  turn %d: %v at %.2f (best fight %.2f, something else open: %v)", g.Turns(), m, p, best, other))
	if other {
		r.chosen++
		r.pendingChosen = true
	}
}

type summary struct {
	games, wins, decisions int
	think                  time.Duration
	won, lost              struct{ n, lostInFights, have, money int }
	all                    result
}

func (s *summary) add(r result) {
	s.games++
	if r.won {
		s.wins++
	}
	s.decisions += r.decisions
	s.think += r.think
	side := &s.lost
	if r.won {
		side = &s.won
	}
	side.n++
	side.lostInFights += r.lostInFights
	side.have += r.have
	side.money += r.money
	a := &s.all
	a.fights += r.fights
	a.fightsWon += r.fightsWon
	a.chosen += r.chosen
	a.chosenWon += r.chosenWon
	a.oddsSum += r.oddsSum
	a.coinFlips += r.coinFlips
	a.worse += r.worse
	a.defended += r.defended
	a.defWon += r.defWon
	a.lostAttacking += r.lostAttacking
	a.buys += r.buys
	a.worseBuys += r.worseBuys
	a.drives += r.drives
	a.toPay += r.toPay
	a.supers += r.supers
	a.turbos += r.turbos
	a.robs += r.robs
	a.need = r.need
}

func per(a, n int) float64 { return float64(a) / float64(max(1, n)) }

func (s *summary) fights(level string, seats int) string {
	a := s.all
	return fmt.Sprintf("%s at %d seats: started %d fights (won %d, %.0f%%; mean exact odds %.2f), %d of them with something else open (won %d), %d at odds under 0.6, %d with another fight 0.15 likelier; defended %d (won %d). "+
		"Stakes lost in fights per game: %.1f when it lost, %.1f when it won (%.1f a game in fights it started). In lost games it ended at %.1f of %d stakes with $%.0f. "+
		"Purchases %d, %d of them with a stake nearer the goal affordable; rides %d, %d onto an authority that charged it; Super Turbo %d, Turbo moves %d, robberies %d.",
		level, seats, a.fights, a.fightsWon, 100*per(a.fightsWon, a.fights), a.oddsSum/float64(max(1, a.fights)),
		a.chosen, a.chosenWon, a.coinFlips, a.worse, a.defended, a.defWon,
		per(s.lost.lostInFights, s.lost.n), per(s.won.lostInFights, s.won.n), per(a.lostAttacking, s.games), per(s.lost.have, s.lost.n), a.need, per(s.lost.money, s.lost.n),
		a.buys, a.worseBuys, a.drives, a.toPay, a.supers, a.turbos, a.robs)
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}
