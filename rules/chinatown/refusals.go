package chinatown

import "quartet/rules"

// The sentences with which Chinatown refuses a move or calls a deal off;
// package lang holds their German and French.
var (
	sayNotAMove       = &rules.Phrase{Code: "chinatown.not-a-move", English: "That is not a Chinatown move."}
	sayNoSeat         = &rules.Phrase{Code: "chinatown.no-seat", English: "There is no %s in a game of %d players."}
	sayHidden         = &rules.Phrase{Code: "chinatown.view-hides", English: "This view hides what the move needs; determinize it first."}
	sayKeepWhen       = &rules.Phrase{Code: "chinatown.keep-when", English: "Building cards are kept only right after they are dealt, at the start of a year."}
	sayKeptAlready    = &rules.Phrase{Code: "chinatown.kept-already", English: "You have already chosen your building cards this year."}
	sayKeepExactly    = &rules.Phrase{Code: "chinatown.keep-exactly", English: "You must keep exactly %d of your %d building cards.", Plural: "You must keep exactly %d of your %d building cards.", CountArg: 2}
	sayKeepOnce       = &rules.Phrase{Code: "chinatown.keep-once", English: "You may keep card %d only once."}
	sayCardNotInHand  = &rules.Phrase{Code: "chinatown.card-not-in-hand", English: "Building card %d is not in your hand."}
	sayBuildWhen      = &rules.Phrase{Code: "chinatown.build-when", English: "Shops are built only after trading, in turn order."}
	sayBuildTurn      = &rules.Phrase{Code: "chinatown.build-turn", English: "It is Player %d's turn to build shops."}
	sayNoShopType     = &rules.Phrase{Code: "chinatown.no-shop-type", English: "There is no such shop type."}
	sayNoLot          = &rules.Phrase{Code: "chinatown.no-lot", English: "There is no lot %d."}
	sayNoTileInHand   = &rules.Phrase{Code: "chinatown.no-tile-in-hand", English: "You have no %s tile in hand."}
	sayNotYourLot     = &rules.Phrase{Code: "chinatown.not-your-lot", English: "You may build only on a lot you own, and lot %d is not yours."}
	sayLotBuilt       = &rules.Phrase{Code: "chinatown.lot-built", English: "Lot %d already has a %s; a shop tile, once placed, never moves."}
	sayDealWhen       = &rules.Phrase{Code: "chinatown.deal-when", English: "Deals are made only in the trading phase, after the shop tiles are drawn."}
	sayNoDeal         = &rules.Phrase{Code: "chinatown.no-deal", English: "There is no open deal #%d."}
	sayChangeParty    = &rules.Phrase{Code: "chinatown.change-party", English: "Only a party to deal #%d may change it."}
	saySameTerms      = &rules.Phrase{Code: "chinatown.same-terms", English: "Deal #%d already has these terms."}
	sayNotParty       = &rules.Phrase{Code: "chinatown.not-party", English: "You are not a party to deal #%d."}
	sayConfirmed      = &rules.Phrase{Code: "chinatown.confirmed-already", English: "You have already confirmed deal #%d."}
	sayCannotTake     = &rules.Phrase{Code: "chinatown.cannot-take-place", English: "Deal #%d cannot take place: %s"}
	sayDoneAlready    = &rules.Phrase{Code: "chinatown.done-already", English: "You have already said you are done trading."}
	sayProposeOwn     = &rules.Phrase{Code: "chinatown.propose-own", English: "You may only propose deals in which you give or receive something."}
	sayEmptyDeal      = &rules.Phrase{Code: "chinatown.empty-deal", English: "A deal must transfer something."}
	sayNoSeatInGame   = &rules.Phrase{Code: "chinatown.no-seat-in-game", English: "There is no %s in this game."}
	sayGiveSelf       = &rules.Phrase{Code: "chinatown.give-self", English: "A player cannot give something to themself."}
	sayThousands      = &rules.Phrase{Code: "chinatown.whole-thousands", English: "Money changes hands in whole thousands of dollars."}
	sayLotTwice       = &rules.Phrase{Code: "chinatown.lot-twice", English: "Lot %d appears twice in the deal."}
	sayDoesNotOwn     = &rules.Phrase{Code: "chinatown.does-not-own", English: "Player %d does not own lot %d."}
	sayNegativeTiles  = &rules.Phrase{Code: "chinatown.negative-tiles", English: "A deal cannot give a negative number of tiles."}
	sayDoesNotHold    = &rules.Phrase{Code: "chinatown.does-not-hold", English: "Player %d does not hold %d %s tile.", Plural: "Player %d does not hold %d %s tiles.", CountArg: 2}
	sayCannotPay      = &rules.Phrase{Code: "chinatown.cannot-pay", English: "Player %d cannot pay %s in this deal."}
	sayPartyCannotPay = &rules.Phrase{Code: "chinatown.party-cannot-pay", English: "A party cannot pay."}
)

// shopTerms name the shop types in a sentence, by Shop.
var shopTerms = [Shops]*rules.Phrase{
	{Code: "chinatown.shop.photo", English: "Photo"},
	{Code: "chinatown.shop.tea", English: "Tea House"},
	{Code: "chinatown.shop.seafood", English: "Seafood"},
	{Code: "chinatown.shop.jewelry", English: "Jewelry"},
	{Code: "chinatown.shop.florist", English: "Florist"},
	{Code: "chinatown.shop.fish", English: "Tropical Fish"},
	{Code: "chinatown.shop.laundry", English: "Laundry"},
	{Code: "chinatown.shop.dimsum", English: "Dim Sum"},
	{Code: "chinatown.shop.takeout", English: "Take-Out"},
	{Code: "chinatown.shop.restaurant", English: "Restaurant"},
	{Code: "chinatown.shop.antiques", English: "Antiques"},
	{Code: "chinatown.shop.factory", English: "Factory"},
}

// shopTerm names s for a sentence.
func shopTerm(s Shop) rules.Text { return shopTerms[s].With() }

// Term names s in a sentence, for a screen to say in its language: Name
// is the English alone.
func (s Shop) Term() rules.Text { return shopTerm(s) }
