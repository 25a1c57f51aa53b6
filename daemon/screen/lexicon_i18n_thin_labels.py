"""Fake system labels of the languages whose lexicon rows were thinnest (pure data, helper
i18n15b, session 15), added to ``injection_role_labels``' own as ``lexicon_i18n_aa_forms_labels``
is: the "system" label (``### SÜSTEEM:``, ``[ЖҮЙЕ]``, ``[ETO]``) and the developer modes that,
with such a label, declare every rule lifted. Lower-case NFKC, as the view folds the line
(Azerbaijani ``İ`` folds to ``i`` and a combining dot).
"""

from __future__ import annotations

from typing import Final

LABEL_WORDS: Final = (
    r"süsteem(?:i(?:teade|sõnum))?|sistēma|sistēmas\s+ziņojums|sistemos\s+pranešimas|sistemsko\s+sporočilo"
    r"|missatge\s+del\s+sistema|ètò|жүйе(?:лік\s+хабарлама)?|si\u0307stem|nidaamka|isistimu"
    r"|प्रणाली\s+सन्देश|systemmelding|systémová\s+správa"
)
"""Labels for "system (message)" these languages write."""

BRACKETED: Final = r"süsteem|sistēma|sistem[ao]|ètò|eto|жүйе|si\u0307stem|प्रणाली|nidaamka|isistimu"
"""A label in square brackets, no colon after it (``[ЖҮЙЕ] Көмекші …``)."""

STRONG: Final = (
    r"arendaja(?:režiim|reziim)\w*|ipò\s+olùgbéejáde|ipo\s+olugbeejade|tərtibatçı\s+rejim\w*|әзірлеуші\s+режим\w*"
    r"|विकासकर्ता\s+मोड\S*|डेभलपर\s+मोड\S*|izstrādātāja\s+režīm\w*|kūrėjo\s+režim\w*|vývojársk\w+\s+režim\w*"
    r"|režim\w*\s+(?:pre\s+)?vývojár\w*|razvijalsk\w+\s+način\w*|način\w*\s+za\s+razvijalce|mode\s+(?:de\s+)?desenvolupador"
    r"|habka\s+horumariyaha|imodi\s+yonjiniyela|utviklarmodus"
    # restrictions declared lifted (i18n16b): Lithuanian, Latvian, Estonian
    r"|apribojim\w*\s+(?:\S+\s+)?(?:panaikint\w*|pašalint\w*|išjungt\w*|nebegalioja)"
    r"|ierobežojum\w*\s+(?:\S+\s+)?(?:atcelt\w*|noņemt\w*)|piirangud\s+(?:\S+\s+)?(?:eemaldatud|tühistatud)"
)
"""A developer mode: enough with a system label."""
