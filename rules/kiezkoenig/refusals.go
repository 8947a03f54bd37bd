package kiezkoenig

import "quartet/rules"

// The sentences with which KiezKönig refuses a move and says what it waits
// for; package lang holds their German and French.
var (
	sayNotAMove  = &rules.Phrase{Code: "kiezkoenig.not-a-move", English: "That is not a KiezKönig move."}
	sayNotAFight = &rules.Phrase{Code: "kiezkoenig.not-a-fight", English: "That is not a fight."}
	sayNotNow    = &rules.Phrase{Code: "kiezkoenig.not-now", English: "You may not do that now: %s"}

	// waitFor is what the game waits for, by phase; the argument is the
	// player's number.
	waitFor = [...]*rules.Phrase{
		phOrder:     {Code: "kiezkoenig.wait.order", English: "Player %d must throw the die for the start."},
		phTurnStart: {Code: "kiezkoenig.wait.turn", English: "Player %d must throw the die (or play the Super Turbo card)."},
		phReroll:    {Code: "kiezkoenig.wait.reroll", English: "Player %d must throw the die again."},
		phDrive:     {Code: "kiezkoenig.wait.drive", English: "Player %d must say how far to drive the Sports Car (drive N)."},
		phLose:      {Code: "kiezkoenig.wait.lose", English: "Player %d must give up a stake for the corruption (lose STAKE)."},
		phThree:     {Code: "kiezkoenig.wait.three", English: "Player %d holds three Corruption cards and must fight or rob the authority."},
		phSell:      {Code: "kiezkoenig.wait.sell", English: "Player %d must choose a stake to sell for the entrance fee (sell STAKE)."},
		phOffer:     {Code: "kiezkoenig.wait.offer", English: "Player %d must accept or decline the stake offered."},
		phJob:       {Code: "kiezkoenig.wait.job", English: "Player %d must do the second job: buy a stake, fight, or draw a Turbo card."},
		phTurbo:     {Code: "kiezkoenig.wait.turbo", English: "Player %d must make the free move of the third Turbo card (turbo SPACE)."},
		phCorrupt:   {Code: "kiezkoenig.wait.corrupt", English: "Player %d must say how many Corruption cards to play in this duel (corrupt N)."},
		phSupport:   {Code: "kiezkoenig.wait.support", English: "Player %d must say whether to support a duellist (support A N, support D N or support none)."},
	}

	// refusals are the sentences of the refusal codes; a %d or %s takes
	// the refusal's number (or the business or kind it names).
	refusals = [...]*rules.Phrase{
		rNoSuper:       {Code: "kiezkoenig.no-super-turbo", English: "You have no Super Turbo card: it is out of the game once used."},
		rSuperSame:     {Code: "kiezkoenig.super-turbo-moves", English: "The Super Turbo moves you to another space."},
		rTurboSame:     {Code: "kiezkoenig.third-turbo-moves", English: "The third Turbo card moves you to another space."},
		rDriveFar:      {Code: "kiezkoenig.drive-far", English: "A Sports Car takes you up to 5 spaces, the next authority included but no further: here at most %d."},
		rLoseKind:      {Code: "kiezkoenig.lose-kind", English: "Without the money for the corruption you must part with a %s stake of your own."},
		rSellOwn:       {Code: "kiezkoenig.sell-own", English: "You can only sell a stake you own."},
		rPrice:         {Code: "kiezkoenig.price", English: "You lack the %d kiezdollars the stake costs."},
		rCorruptLimit:  {Code: "kiezkoenig.corrupt-limit", English: "You may play from none up to %d Corruption cards in this duel.", Plural: "You may play from none up to %d Corruption cards in this duel.", CountArg: 1},
		rSupportLimit:  {Code: "kiezkoenig.support-limit", English: "A supporter adds one or two of their own Corruption cards to one duellist (you hold %d).", Plural: "A supporter adds one or two of their own Corruption cards to one duellist (you hold %d).", CountArg: 1},
		rNoStake:       {Code: "kiezkoenig.no-such-stake", English: "There is no such stake."},
		rBuyRacket:     {Code: "kiezkoenig.buy-racket", English: "Your token must be on the racket you want to buy a business stake in."},
		rBuyDisplay:    {Code: "kiezkoenig.buy-display", English: "The business stake has to be available in the display."},
		rNoBusiness:    {Code: "kiezkoenig.no-such-business", English: "There is no such business."},
		rFightToken:    {Code: "kiezkoenig.fight-token", English: "Your token must be within the racket you fight in."},
		rFightRacket:   {Code: "kiezkoenig.fight-racket", English: "Fights are only allowed within one racket."},
		rNoPlayer:      {Code: "kiezkoenig.no-such-player", English: "There is no such player in the game."},
		rSelf:          {Code: "kiezkoenig.fight-self", English: "You cannot fight yourself."},
		rNoBet:         {Code: "kiezkoenig.no-bet", English: "You must bet your whole stake from one business, and you own nothing of %s."},
		rSameBusiness:  {Code: "kiezkoenig.same-business", English: "Betting one or two stakes of a business, you fight for your opponent's stakes of that same business."},
		rOtherBusiness: {Code: "kiezkoenig.other-business", English: "Betting a whole business, you fight for your opponent's stakes of another business of the racket."},
		rNoDefence:     {Code: "kiezkoenig.no-defence", English: "Your opponent owns no stake of %s."},
		rFightMoney:    {Code: "kiezkoenig.fight-money", English: "You lack the %d kiezdollars of fight money."},
		rDrawOnly:      {Code: "kiezkoenig.draw-only", English: "You may draw a Turbo card only when you can neither buy a stake nor fight."},
	}

	// kindTerms name the kinds of stake in a sentence.
	kindTerms = [...]*rules.Phrase{
		{Code: "kiezkoenig.kind.gang", English: "Gang"},
		{Code: "kiezkoenig.kind.cash", English: "Cash"},
		{Code: "kiezkoenig.kind.hot", English: "Hot Commodity"},
	}
)
