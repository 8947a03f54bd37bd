package chinatown

import "quartet/rules"

// The sentences with which Chinatown refuses a move or calls a deal off;
// package lang holds their German and French.
var (
	sayNotAMove       = rules.NewPhrase("chinatown.not-a-move", "That is not a Chinatown move.")
	sayNoSeat         = rules.NewPhrase("chinatown.no-seat", "There is no %s in a game of %d players.")
	sayHidden         = rules.NewPhrase("chinatown.view-hides", "This view hides what the move needs; determinize it first.")
	sayKeepWhen       = rules.NewPhrase("chinatown.keep-when", "Building cards are kept only right after they are dealt, at the start of a year.")
	sayKeptAlready    = rules.NewPhrase("chinatown.kept-already", "You have already chosen your building cards this year.")
	sayKeepExactly    = rules.NewCounting("chinatown.keep-exactly", "You must keep exactly %d of your %d building cards.", "You must keep exactly %d of your %d building cards.", 1)
	sayKeepOnce       = rules.NewPhrase("chinatown.keep-once", "You may keep card %d only once.")
	sayCardNotInHand  = rules.NewPhrase("chinatown.card-not-in-hand", "Building card %d is not in your hand.")
	sayBuildWhen      = rules.NewPhrase("chinatown.build-when", "Shops are built only after trading, in turn order.")
	sayBuildTurn      = rules.NewPhrase("chinatown.build-turn", "It is Player %d's turn to build shops.")
	sayNoShopType     = rules.NewPhrase("chinatown.no-shop-type", "There is no such shop type.")
	sayNoLot          = rules.NewPhrase("chinatown.no-lot", "There is no lot %d.")
	sayNoTileInHand   = rules.NewPhrase("chinatown.no-tile-in-hand", "You have no %s tile in hand.")
	sayNotYourLot     = rules.NewPhrase("chinatown.not-your-lot", "You may build only on a lot you own, and lot %d is not yours.")
	sayLotBuilt       = rules.NewPhrase("chinatown.lot-built", "Lot %d already has a %s; a shop tile, once placed, never moves.")
	sayDealWhen       = rules.NewPhrase("chinatown.deal-when", "Deals are made only in the trading phase, after the shop tiles are drawn.")
	sayNoDeal         = rules.NewPhrase("chinatown.no-deal", "There is no open deal #%d.")
	sayChangeParty    = rules.NewPhrase("chinatown.change-party", "Only a party to deal #%d may change it.")
	saySameTerms      = rules.NewPhrase("chinatown.same-terms", "Deal #%d already has these terms.")
	sayNotParty       = rules.NewPhrase("chinatown.not-party", "You are not a party to deal #%d.")
	sayConfirmed      = rules.NewPhrase("chinatown.confirmed-already", "You have already confirmed deal #%d.")
	sayCannotTake     = rules.NewPhrase("chinatown.cannot-take-place", "Deal #%d cannot take place: %s")
	sayDoneAlready    = rules.NewPhrase("chinatown.done-already", "You have already said you are done trading.")
	sayProposeOwn     = rules.NewPhrase("chinatown.propose-own", "You may only propose deals in which you give or receive something.")
	sayEmptyDeal      = rules.NewPhrase("chinatown.empty-deal", "A deal must transfer something.")
	sayNoSeatInGame   = rules.NewPhrase("chinatown.no-seat-in-game", "There is no %s in this game.")
	sayGiveSelf       = rules.NewPhrase("chinatown.give-self", "A player cannot give something to themself.")
	sayThousands      = rules.NewPhrase("chinatown.whole-thousands", "Money changes hands in whole thousands of dollars.")
	sayLotTwice       = rules.NewPhrase("chinatown.lot-twice", "Lot %d appears twice in the deal.")
	sayDoesNotOwn     = rules.NewPhrase("chinatown.does-not-own", "Player %d does not own lot %d.")
	sayNegativeTiles  = rules.NewPhrase("chinatown.negative-tiles", "A deal cannot give a negative number of tiles.")
	sayDoesNotHold    = rules.NewCounting("chinatown.does-not-hold", "Player %d does not hold %d %s tile.", "Player %d does not hold %d %s tiles.", 1)
	sayCannotPay      = rules.NewPhrase("chinatown.cannot-pay", "Player %d cannot pay %s in this deal.")
	sayPartyCannotPay = rules.NewPhrase("chinatown.party-cannot-pay", "A party cannot pay.")
)

// shopTerms name the shop types in a sentence, by Shop.
var shopTerms = [Shops]rules.Phrase{
	rules.NewPhrase("chinatown.shop.photo", "Photo"),
	rules.NewPhrase("chinatown.shop.tea", "Tea House"),
	rules.NewPhrase("chinatown.shop.seafood", "Seafood"),
	rules.NewPhrase("chinatown.shop.jewelry", "Jewelry"),
	rules.NewPhrase("chinatown.shop.florist", "Florist"),
	rules.NewPhrase("chinatown.shop.fish", "Tropical Fish"),
	rules.NewPhrase("chinatown.shop.laundry", "Laundry"),
	rules.NewPhrase("chinatown.shop.dimsum", "Dim Sum"),
	rules.NewPhrase("chinatown.shop.takeout", "Take-Out"),
	rules.NewPhrase("chinatown.shop.restaurant", "Restaurant"),
	rules.NewPhrase("chinatown.shop.antiques", "Antiques"),
	rules.NewPhrase("chinatown.shop.factory", "Factory"),
}

// shopTerm names s for a sentence.
func shopTerm(s Shop) rules.Text { return shopTerms[s].With() }
