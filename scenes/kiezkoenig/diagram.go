package kiezkoenig

import (
	"fmt"
	"quartet/lang"

	kk "quartet/rules/kiezkoenig"
	"quartet/sprites"
)

// Diagram paints a figure of the rules page: "business" a business space
// with its parts named, "duel" how a duel is scored and won.
func Diagram(cv *sprites.Canvas, r sprites.Rect, name string) {
	cv.RoundRect(r, 14, asphalt)
	in := r.Inset(14)
	switch name {
	case "business":
		cell := sprites.R(in.X, in.Y, min(in.W*0.42, in.H*1.2), in.H)
		b, _ := kk.ParseBusiness("D2")
		k := spaceKey{owner: [3]int8{inDisplay, inDisplay, inDisplay}, cash: 45}
		for i, kind := range kk.DisplayKinds() {
			switch kind {
			case kk.Gang:
				k.owner[i] = 0
			case kk.Hot:
				k.owner[i] = 1
			}
		}
		(&painted{}).paintBusiness(cv, cell, b, k, sprites.StandardPalette)
		drawToken(cv, cell.X+cell.W*0.7, cell.Bottom()-tokenRadius(cell)-cell.H*0.05, tokenRadius(cell), sprites.StandardPalette.Seats[2], 1)
		x := cell.Right() + 16
		lines, size := businessLegend(cv, in.Right()-x)
		for i, t := range lines {
			cv.Text(t, x, in.Y+in.H*(float64(i)+0.5)/float64(len(lines)), size, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
		}
	case "duel":
		w := in.W / 3
		sides := [2]sprites.Rect{sprites.R(in.X, in.Y, w-8, in.H), sprites.R(in.Right()-w+8, in.Y, w-8, in.H)}
		cols := [2]colourRGBA{sprites.StandardPalette.Seats[0], sprites.StandardPalette.Seats[1]}
		dice := [2]int{4, 5}
		extra := [2]string{lang.T("4 + 1 card + 1 Gang = 6"), "5 = 5"}
		for i, sd := range sides {
			frame(cv, sd, 12, 2, cols[i], sprites.Mix(sprites.Hex(0x100E18), cols[i], 0.2))
			title := [2]string{lang.T("Attacker"), lang.T("Defender")}[i]
			cv.Text(title, sd.X+sd.W/2, sd.Y+18, 16, sprites.Bold, sprites.Paper, sprites.Middle, sprites.Middle)
			size := min(56, sd.H*0.35)
			drawDie(cv, sd.X+sd.W/2, sd.Y+sd.H*0.45, size, 0, dice[i], sprites.Paper)
			cv.Text(extra[i], sd.X+sd.W/2, sd.Bottom()-18, cv.FitSize(extra[i], sd.W-10, 14, sprites.Bold), sprites.Bold, neonCyan, sprites.Middle, sprites.Middle)
		}
		mid := sprites.R(in.X+w, in.Y, w, in.H)
		stepH := mid.H * 0.75 / 4
		for lv := range 4 {
			y := mid.Bottom() - stepH*float64(lv+1)
			ww := mid.W*0.6 - float64(lv)*8
			col := sprites.Hex(0x2D2A3E)
			if lv == 3 {
				col = sprites.Alpha(neonGold, 0.5)
			}
			cv.RoundRect(sprites.R(mid.X+mid.W/2-ww/2, y+2, ww, stepH-4), 5, col)
		}
		drawToken(cv, mid.X+mid.W/2-14, mid.Bottom()-stepH*2.5, min(11, stepH*0.35), neonGold, 1)
		drawToken(cv, mid.X+mid.W/2+14, mid.Bottom()-stepH*1.5, min(11, stepH*0.35), sprites.Hex(0xC9CED6), 1)
		t := lang.T("6 beats 5: the gold bullet climbs to 2. Three wins take both bets.")
		cv.TextBox(t, sprites.R(mid.X+4, mid.Y, mid.W-8, stepH*1.2), cv.FitSize(lang.T("the gold bullet climbs"), mid.W-8, 14, sprites.Regular), sprites.Regular, sprites.Paper, sprites.Middle)
	default:
		cv.Text(fmt.Sprintf("(no figure %q)", name), in.X, in.Y+20, 14, sprites.Regular, sprites.Paper, sprites.Start, sprites.Middle)
	}
}

// businessLegend is the business figure's legend for a column room wide,
// and its size: the long lines where they stay 12 px or more, else short
// ones (a phone wrote the long ones at 9 px).
func businessLegend(cv *sprites.Canvas, room float64) ([]string, float64) {
	long := []string{
		lang.T("D2: the Drugs racket's mid business"),
		lang.T("fee 10: the entrance fee"),
		lang.T("45: money on its Cash marker"),
		lang.T("A figure on red: Red owns the Gang"),
		lang.T("A banknote and 30: the Cash, for sale at 30"),
		lang.T("A flame on green: Jade owns the Hot Commodity"),
		lang.T("A token on the street below"),
	}
	short := []string{
		lang.T("D2: a Drugs business"),
		lang.T("fee 10: entrance fee"),
		lang.T("45: its Cash marker"),
		lang.T("Figure on red: Red's Gang"),
		lang.T("Note, 30: Cash for sale"),
		lang.T("Flame on green: Jade's Hot"),
		lang.T("A token: a player here"),
	}
	fit := func(lines []string) float64 {
		size := 15.0
		for _, t := range lines {
			size = min(size, cv.FitSize(t, room, 15, sprites.Regular))
		}
		return size
	}
	if size := fit(long); size >= 12 {
		return long, size
	}
	return short, fit(short)
}
