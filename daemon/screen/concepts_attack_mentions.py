"""Words that mark a line as ABOUT attacks in European, Cyrillic and Greek languages beyond the
eight (pure data, ``concepts_framing.MENTION``): "prompt injection", "an attack attempt", "the
attackers". A note that quotes an attack it saw (``een ticket bevatte 'negeer alle eerdere
instructies'; het was een prompt-injectiepoging``) reports it, as the English ones do.
"""

from __future__ import annotations

from typing import Final

MENTION_EUROPE: Final = (
    r"\b(?:prompt-?injecti\w*|promptinjektion\w*|prompt-?injektion\w*|promptinjeksjon\w*"
    r"|kehoteinjekti\w*|prompt-?injekti\w*|viipasüst\w*|wstrzykni\w+\s+prompt\w*|vkládání\s+promptu"
    r"|injecți\w+\s+de\s+prompt\w*|iniezion\w+\s+(?:di\s+)?prompt\w*|prompt\s+enjeksiyon\w*"
    r"|prompt\s+injekci\w*|ubacivanj\w+\s+prompt\w*|injekcij\w+\s+prompt\w*"
    r"|aanvalspoging\w*|angrepsforsøk\w*|angreppsförsök\w*|angrebsforsøg\w*|hyökkäysyritys\w*"
    r"|rünnakukatse\w*|próba\s+ataku|pokus\s+o\s+útok|támadási\s+kísérlet\w*|tentativ\w+\s+de\s+atac"
    r"|tentativo\s+di\s+attacco|saldırı\s+girişim\w*|pokušaj\s+napada"
    r"|aanvallers|angripare|angribere|angripere|hyökkääj\w+|ründaja\w*|atakując\w+|útočníc\w*"
    r"|támadók\w*|atacator\w*|attaccant[ei]|saldırgan\w*)\b"
    r"|(?<!\w)(?:промпт-?\s*ін['’]?єкці\w*|ін['’]?єкці\w+\s+промпт\w*|инжектиране\s+на\s+промпт\w*"
    r"|спроб\w+\s+атак\w*|опит\s+за\s+атака|зловмисник\w*|нападател\w*|επιτιθέμεν\w+"
    r"|έγχυσ\w+\s+(?:εντολών|prompt))"
)
"""A line naming prompt injection, an attack attempt or attackers in these languages."""
