package desk

// Describe adds the desk's part to the table's report for tests: the deal
// at the desk, the offer on the card, the suggested deal and the computer
// players' latest answers.
func (dk *Desk) Describe(out map[string]any) {
	answers := []map[string]any{}
	for _, a := range dk.answers {
		answers = append(answers, map[string]any{"seat": a.Seat, "deal": a.Deal, "kind": a.Kind.String(), "reason": a.Reason})
	}
	draft := ""
	if dk.draft != nil {
		draft = dk.draft.Terms().String()
	}
	out["answers"] = answers
	out["desk"] = dk.draft != nil
	out["shownDeal"] = dk.shown
	out["draft"] = draft
	if t := dk.sug.terms; t != nil {
		out["suggested"] = t.String()
	}
}
