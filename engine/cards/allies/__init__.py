"""The cards of Allies that the engine plays, one module each."""
