"""Word groups of Swahili, Hausa, Yoruba, Amharic and Georgian for the classes of
``lexicon_i18n_aa_forms`` (pure data, helper i18n14b, session 14; conventions in
``lexicon_i18n_aa_forms_sea``)."""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms_india import EN_PKG, EN_SEND
from .lexicon_i18n_aa_forms_sea import (
    AUD_EN,
    AUTO_EN,
    EN_VERBS,
    PROD_EN,
    PROMO_EN,
    REG_EN,
    RGUARD_EN,
    SECRET_EN,
    Group,
    more,
)

_NEG_SW = r"(?<!usi)(?<!msi)(?<!si\s)"

SW: Final[dict[str, Group]] = {
    "refuse": r"usikatae\s+(?:\S+\s+){0,2}?(?:ombi|maombi|swali|maswali|amri|chochote|lolote|kitu)|(?:kamwe\s+)?usikatae\b|(?:timiza|kubali|tekeleza)\s+(?:kila\s+ombi|maombi\s+yote|ombi\s+lolote)",
    "guard": r"(?:sera|kanuni|sheria|ukaguzi|vichujio|kichujio|ulinzi|uchunguzi)\s+(?:\S+\s+)?(?:za\s+|wa\s+|ya\s+|cha\s+)?(?:usalama|faragha|siri|udhibiti)",
    "add": _NEG_SW + r"\b(?:ongeza|weka|ambatisha|tia|ingiza|ongezea|ziweke|iweke)\b",
    "each": (
        r"(?:kila|katika\s+kila)\s+(?:\S+\s+)?(?:jibu|majibu|ujumbe|ukurasa|kiolezo|barua\s+pepe)",
        r"kila\s+(?:\S+\s+)?(?:commit|pr|template|readme)",
    ),
    "promo": (r"\btangazo\b|\bmatangazo\b|\bpromosheni\b", PROMO_EN),
    "forever": r"\bmilele\b|daima\s+dumu|kwa\s+kudumu|kumbuka\s+(?:\S+\s+)?daima|vipindi\s+vyote\s+vijavyo",
    "recommend": _NEG_SW + r"\b(?:pendekeza|shauri|tangaza|pigia\s+debe)\b",
    "pkg": (r"\bkifurushi\b|\bvifurushi\b|\bmaktaba\b", EN_PKG),
    "pushy": r"\bdaima\b|kila\s+mara|badala\s+ya",
    "this": r"\bkwamba\b|\bhili\b|\bhii\b|\bhaya\b|\bhiyo\b|\bmabadiliko\b|\bhuu\b|\bhizi\b",
    "audience": (
        r"\bmtumiaji\b|\bwatumiaji\b|\bmkaguzi\b|\bwakaguzi\b|\btimu\b|\byeyote\b|\bmuhtasari\b|\bripoti\b|\bmteja\b|\bwateja\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"\b(?:akiuliza|wakiuliza|ukiulizwa|akikuuliza|wakikuuliza)\b|ikiwa\s+(?:\S+\s+)?(?:ataauliza|wataauliza|anauliza)",
    "lie": r"\bdanganya\b|sema\s+uongo|\bkana\b|\bkanusha\b|sema\s+(?:\S+\s+)?tu\b",
    "secret": (
        r"\bnenosiri\b|\bmanenosiri\b|\bnywila\b|\bfunguo\b|\bufunguo\b|\bsiri\b|\btokeni\b",
        SECRET_EN,
    ),
    "silent": r"kimya\s*kimya|bila\s+kumwambia\s+\S+|usimwambie\s+mtu|kwa\s+siri",
    "change": _NEG_SW + r"\b(?:badilisha|weka|elekeza|ongeza)\b",
    "registry": (r"\bhazina\b|chanzo\s+cha\s+vifurushi", REG_EN),
    "sneaky": r"bila\s+(?:\S+\s+)?(?:kuuliza|ruhusa|idhini|kumwambia|kuwajulisha|kuomba)|kimya\s*kimya|kila\s+mara|kabla\s+ya\s+kusakinisha",
    "autoyes": (r"(?:ruka|bila)\s+(?:\S+\s+)?(?:idhini|uthibitisho|ukaguzi|kibali)", AUTO_EN),
    "prod": (r"\buzalishaji\b", PROD_EN),
    "void": r"\b(?:hazitumiki|hazifai|zimefutwa|zimebatilishwa|yamefutwa|yamebatilishwa)\b|hazina\s+nguvu|zimepitwa\s+na\s+wakati|si\s+halali",
    "prior": r"(?:maelekezo|maagizo|sheria|kanuni|mipangilio)\s+(?:\S+\s+){0,3}?(?:ya\s+awali|ya\s+zamani|yaliyotangulia|ya\s+mfumo|ya\s+hapo\s+juu|za\s+awali|za\s+zamani)",
    "obey": r"\bfuata\s+(?:\S+\s+)?(?:tu|yote|kila)\b|\btekeleza\s+(?:\S+\s+)?(?:yote|kila)\b",
    "now": r"kuanzia\s+(?:sasa|leo)|tangu\s+sasa",
    "reveal": _NEG_SW + r"\b(?:onyesha|chapisha|andika|nakili|funua|tuma|rudia)\b",
    "instr": r"(?:maelekezo|maagizo|maelezo|ujumbe)\s+(?:\S+\s+){0,2}?(?:ya\s+mfumo|yaliyofichwa|ya\s+siri|ya\s+awali|asilia|uliyopewa|ulizopewa|uliopewa)",
    "you": r"\bwewe\b|\bumekuwa\b|\butakuwa\b",
    "power": r"mamlaka\s+kamili|ruhusa\s+(?:zote|kamili)|bila\s+(?:mipaka|vikwazo|sheria)|kwa\s+mtu\s+yeyote|\bhukatai\b",
    "gone": r"\b(?:akifuta|wakifuta|ikifutwa|likifutwa|ukifuta|yakifutwa)\b",
    "restore": r"\b(?:liandike|iandike|andika)\s+(?:\S+\s+)?(?:tena|upya)\b|\brejesha\b",
    "why": "kwa\\s+nini|\\bmbona\\b",
    "say": "\\b(?:sema|jibu|mwambie|waambie)\\b",
    "download": "\\bpakua\\b",
    "run": "\\bendesha\\b",
    "elevated": "uzalishaji",
    "notai": "\\bsi\\s+msaidizi\\s+tena\\b|\\bhu\\s+msaidizi\\s+tena\\b",
    "ignore": "\\b(?:puuza|sahau|yapuuze)\\b",
    "endrop": (
        "\\b(?:a|wa|u|ku|tu|m)-" + EN_VERBS + "\\b",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "nomention": more(
        r"\b(?:usimwambie|usiwaambie|usimweleze|usiwaeleze|usitaje|usiseme|usiripoti|usijumuishe)\b|\bficha\b|\bifiche\b|\bzifiche\b",
        "\\busi(?:mw|wa|zi|i|li|ya|ki|vi|u|ku)?(?:ambie|eleze|taje|seme|ripoti|jumuishe|orodheshe|julishe|tangaze)\\b",
    ),
    "drop": more(
        _NEG_SW
        + r"\b(?:puuza|ruka|zima|zipuuze|ipuuze|zizime|izime|kiuke|vuka)\b|ni\s+ushauri\s+tu|si\s+lazima|(?:zimeondolewa|imeondolewa)",
        "\\bku(?:zima|puuza|ruka|vuka)\\b",
    ),
    "send": more(
        (
            _NEG_SW + r"\b(?:tuma|pakia|nakili|shiriki|hamisha|zitume|itume|zipakie|ipakie)\b",
            EN_SEND,
        ),
        "\\b(?:itumwe|zitumwe|kutumwa|ipakiwe|zipakiwe)\\b",
    ),
}

_K = "[ƙk]"

HA: Final[dict[str, Group]] = {
    "refuse": rf"kada\s+(?:ka|ki|ku)\s+(?:\S+\s+)?{_K}i\s+(?:\S+\s+)?(?:kowace|kowane|duk)|kar\s+(?:ka|ki)\s+{_K}i\b|(?:amsa|cika|aiwatar\s+da)\s+(?:kowace|duk)\s+(?:bu{_K}ata|umarni)",
    "add": rf"\b(?:{_K}ara|saka|sanya|ha[ɗd]a)\b",
    "each": (
        rf"(?:kowace|kowane|duk)\s+(?:\S+\s+)?(?:amsa|sa{_K}o|shafi|rubutu)",
        r"(?:kowace|kowane)\s+(?:\S+\s+)?(?:commit|pr|template)",
    ),
    "promo": (r"\btalla\b|\btallace-tallace\b", PROMO_EN),
    "forever": r"har\s+abada|\bdindindin\b",
    "recommend": r"\bba\s+da\s+shawarar\b|\bbada\s+shawarar\b|\btallata\b",
    "pkg": (r"\bfakiti\b", EN_PKG),
    "pushy": r"\bkoyaushe\b|ko\s+da\s+yaushe|kowane\s+lokaci|\bmaimakon\b",
    "nomention": r"kada\s+(?:ka|ki|ku)\s+(?:\S+\s+)?(?:gaya|fa[ɗd]a|ambata|sanar)|kar\s+(?:ka|ki)\s+(?:gaya|fa[ɗd]a|ambata)|\b[ɓb]oye\b",
    "this": r"\bcewa\b|\bwannan\b|\bwa[ɗd]annan\b|\bcanji\w*",
    "audience": (
        rf"\bmai\s+amfani\b|\bmasu\s+amfani\b|\bmai\s+bita\b|\bkowa\b|\b{_K}ungiya\w*|\btakaitawa\b|\brahoto\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"idan\s+(?:\S+\s+)?(?:ya|suka|ta|aka)\s+tambaya|idan\s+an\s+tambaye",
    "lie": rf"\b{_K}arya\b|\bmusanta\b|ka\s+ce\s+(?:\S+\s+)?kawai",
    "send": (r"\b(?:aika|tura|loda|kwafa|kwafi|aike)\b", EN_SEND),
    "secret": (r"kalmar\s+sirri|kalmomin\s+sirri|\bma[ɓb]all\w*|\bsirri\b", SECRET_EN),
    "silent": r"a\s+[ɓb]oye|ba\s+tare\s+da\s+(?:gaya|sanar)\w*|kada\s+ka\s+gaya\s+wa\s+kowa",
    "change": rf"\b(?:canza|sauya|saita|{_K}ara)\b",
    "registry": (r"\bma'?ajiya\b", REG_EN),
    "sneaky": r"ba\s+tare\s+da\s+(?:\S+\s+)?(?:tambaya|izini|sanarwa|yarda)|a\s+[ɓb]oye|kowane\s+lokaci|kafin\s+(?:a\s+)?shigar",
    "autoyes": (r"(?:tsallake|ba\s+tare\s+da)\s+(?:\S+\s+)?(?:amincewa|izini|bita)", AUTO_EN),
    "prod": (r"\bsamarwa\b", PROD_EN),
    "void": rf"an\s+soke|sun\s+{_K}are|ba\s+su\s+aiki\s+(?:kuma\s+)?ba|\bsoke\w*",
    "prior": rf"(?:umarnin|umarni|dokokin|{_K}a'?idodin|koyarwar)\s+(?:\S+\s+){{0,3}}?(?:da\s+suka\s+gabata|na\s+baya|na\s+da|na\s+tsarin|na\s+farko|a\s+sama)",
    "obey": r"\b(?:bi|aiwatar\s+da)\s+(?:\S+\s+)?(?:kawai|duk)\b",
    "now": r"daga\s+yanzu|daga\s+yau",
    "reveal": r"\b(?:nuna|buga|rubuta|kwafa|bayyana|aika|maimaita)\b",
    "instr": rf"(?:umarnin|umarni|koyarwar|sa{_K}on)\s+(?:\S+\s+){{0,2}}?(?:tsarin|na\s+tsarin|[ɓb]oye|sirri|na\s+asali|da\s+aka\s+ba\s+ka)",
    "you": r"\bkai\s+ne\b|\bke\s+ce\b|\bkai\b",
    "power": r"cikakken\s+(?:iko|izini|dama)|ba\s+tare\s+da\s+iyaka|ga\s+kowa\b",
    "gone": r"idan\s+(?:\S+\s+)?(?:ya|suka|aka|ta)\s+(?:goge|share|cire)",
    "restore": r"sake\s+rubuta|\bmaido\b|\bmayar\b",
    "why": "me\\s+ya\\s+sa|don\\s+me",
    "say": "\\bka\\s+ce\\b|ce\\s+masa|gaya\\s+masa",
    "download": "\\bsauke\\b",
    "run": "gudanar\\s+da|\\bkunna\\b",
    "notai": "ba\\s+(?:kai\\s+)?mataimaki\\s+ba",
    "ignore": "yi\\s+watsi\\s+da|manta\\s+da",
    "drop": more(
        r"\byi\s+watsi\s+da\b|\b(?:tsallake|kashe|ketare)\b|shawara\s+(?:ce\s+)?kawai|an\s+cire\s+duk\b",
        "\\bdaina\\b",
    ),
    "guard": more(
        rf"(?:{_K}a'?idodin|dokokin|manufofin|binciken|matatar)\s+(?:\S+\s+)?(?:tsaro|kariya|sirri)",
        "raunin\\s+tsaro|duba\\s+lasisi",
    ),
}

YO: Final[dict[str, Group]] = {
    "refuse": r"(?:má\s+ṣe|máṣe)\s+kọ\s+(?:\S+\s+)?(?:ìbéèrè|àṣẹ)|kì\s+í\s+kọ\s+(?:\S+\s+)?ìbéèrè",
    "add": r"\bṣàfikún|\bfikún|(?<!ṣe\s)(?<!máṣe\s)\bfi\s+(?:\S+\s+){0,6}?(?:kún|sí)(?!\S)",
    "each": r"(?:gbogbo|ọ̀kọ̀ọ̀kan)\s+(?:\S+\s+)?(?:ìdáhùn|ìfiránṣẹ́|ojú-ìwé)|(?:ìdáhùn|ìfiránṣẹ́)\s+(?:\S+\s+)?(?:kọ̀ọ̀kan|gbogbo)",
    "promo": (r"ìpolówó", PROMO_EN),
    "forever": r"títí\s+láé|láéláé|nígbà\s+gbogbo",
    "recommend": r"\bdábàá|gbé\s+(?:\S+\s+)?lárugẹ",
    "pkg": (r"\bàpò", EN_PKG),
    "pushy": r"nígbà\s+gbogbo|ní\s+gbogbo\s+ìgbà|\bdípò",
    "nomention": r"(?:má\s+ṣe|máṣe|má)\s+(?:\S+\s+)?(?:sọ\s+fún|sọ|mẹ́nu\s+bà)|fi\s+(?:\S+\s+)?pamọ́",
    "this": r"\bpé|\byìí|ìtọ́sọ́nà|àyípadà|\bèyí",
    "audience": (r"olùmúlò|olùlò|aṣàmúlò|ẹnikẹ́ni|\bẹgbẹ́|àkópọ̀|ìròyìn", AUD_EN + r"|\buser"),
    "asked": r"\b(?:bí|tí)\s+(?:ó|wọ́n|ẹnikẹ́ni|olùmúlò)\s+(?:bá\s+)?béèrè",
    "lie": r"\bsẹ́|purọ́|parọ́|sọ\s+pé\s+(?:\S+\s+)?nìkan",
    "send": (r"\bránṣẹ́|gbé\s+(?:\S+\s+)?sókè", EN_SEND),
    "secret": (r"ọ̀rọ̀\s+(?:aṣínà|àṣírí|ìgbaniwọlé)|kọ́kọ́rọ́|àṣírí", SECRET_EN),
    "silent": r"ní\s+ìkọ̀kọ̀|láì\s+sọ\s+fún",
    "change": r"yí\s+(?:\S+\s+)?padà|\bṣètò",
    "registry": (r"ibi\s+ìpamọ́", REG_EN),
    "sneaky": r"láì\s+(?:\S+\s+)?(?:béèrè|sọ|gba\s+àṣẹ)|ní\s+ìkọ̀kọ̀|nígbà\s+gbogbo",
    "autoyes": (r"láì\s+(?:\S+\s+)?(?:ìfọwọ́sí|àyẹ̀wò)", AUTO_EN),
    "prod": (r"ìpèsè", PROD_EN),
    "void": r"kò\s+(?:wúlò|ṣiṣẹ́)\s+mọ́|fagilé",
    "obey": r"tẹ̀lé\s+(?:\S+\s+)?(?:nìkan|gbogbo)",
    "now": r"láti\s+ìsinsìnyí|láti\s+òní\s+lọ",
    "instr": r"(?:ìtọ́sọ́nà|àṣẹ|ìtọ́ni)\s+(?:\S+\s+){0,3}?(?:ètò|tí\s+a\s+fún\s+ọ|àṣírí|ìkọ̀kọ̀|àkọ́kọ́)",
    "you": r"\bìwọ|\bo\s+jẹ́",
    "gone": r"\b(?:bí|tí)\s+(?:\S+\s+){0,3}?(?:bá\s+)?pa\s+(?:\S+\s+)?rẹ́",
    "restore": r"tún\s+(?:\S+\s+)?kọ|dá\s+(?:\S+\s+)?padà",
    "why": "kí\\s+ló\\s+dé|ìdí\\s+tí",
    "say": "sọ\\s+pé|dáhùn",
    "download": "\\bgba\\b",
    "run": "ṣiṣẹ́|ṣe\\s+é",
    "notai": "ìwọ\\s+kì\\s+í\\s+ṣe\\s+olùrànlọ́wọ́",
    "ignore": "fojú\\s+fo|fojú\\s+fò|gbàgbé",
    "power": more(
        r"kò\s+ní\s+òfin|láìsí\s+(?:òfin|ààlà)|kì\s+í\s+kọ|ẹnikẹ́ni",
        "kò\\s+ní\\s+ààlà|kò\\s+sì\\s+kọ",
    ),
    "drop": more(
        r"fojú\s+fò|fo\s+(?:\S+\s+)?sílẹ̀|yọ\s+(?:\S+\s+)?kúrò|pa\s+(?:\S+\s+)?(?:rẹ́|wọ́n)\s+(?:\S+\s+)?(?:tì|kú)",
        "\\bpa",
    ),
    "guard": more(
        r"(?:òfin|ìlànà|àyẹ̀wò)\s+(?:\S+\s+)?(?:ààbò|àṣírí)", "ìṣàyẹ̀wò\\s+(?:\\S+\\s+)?ààbò"
    ),
    "reveal": more(
        r"\bfi\s+(?:\S+\s+){0,4}?hàn|tẹ̀\s+(?:\S+\s+)?jáde|kọ\s+(?:\S+\s+)?jáde|tún\s+kọ",
        "\\bkọ\\s+gbogbo|ọ̀rọ̀\\s+sí\\s+ọ̀rọ̀",
    ),
    "prior": more(
        r"(?:ìtọ́sọ́nà|àṣẹ|òfin|ìlànà)\s+(?:\S+\s+){0,3}?(?:àtẹ̀yìnwá|tẹ́lẹ̀|ètò|òkè|àkọ́kọ́)",
        "ìtọ́ni\\s+(?:\\S+\\s+){0,6}?tẹ́lẹ̀",
    ),
}

AM: Final[dict[str, Group]] = {
    "refuse": r"ማንኛውንም\s+(?:\S+\s+)?(?:ጥያቄ|ትዕዛዝ)\S*\s+(?:\S+\s+)?(?:አትከልክል|አትቃወም|እምቢ\s+አትበል)|እምቢ\s+አትበል",
    "guard": r"(?:የደህንነት|የግላዊነት|የምስጢር)\s+(?:\S+\s+)?(?:ፖሊሲ|ደንብ|ደንቦች|ፍተሻ|ማጣሪያ)\S*",
    "drop": r"ችላ\s+በል|ዝለል|አሰናክል|ምክር\s+ብቻ",
    "add": r"ጨምር|አስገባ|አክል|ጨምሪ",
    "each": r"(?:በእያንዳንዱ|በሁሉም|ሁሉም|እያንዳንዱ)\s+(?:\S+\s+)?(?:መልስ|ምላሽ|መልእክት|ገጽ|ኮሚት)\S*",
    "promo": (r"ማስታወቂያ", PROMO_EN),
    "forever": r"ለዘላለም|ለዘለዓለም|ለዘለቄታው",
    "recommend": r"ምከር|ጠቁም|አስተዋውቅ",
    "pkg": (r"ጥቅል", EN_PKG),
    "pushy": r"ሁልጊዜ|ይልቅ|ፈንታ",
    "nomention": r"(?:አትንገር|አትናገር|አትጥቀስ|አታሳውቅ)\S*|ደብቅ|ሸሽግ",
    "this": r"ይህን|ይህ|እነዚህን|ለውጥ\S*",
    "audience": (
        r"ተጠቃሚ\S*|ገምጋሚ\S*|ኦዲተር\S*|ቡድን\S*|ለማንም|ማንም|ማጠቃለያ\S*|ሪፖርት\S*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:ቢጠይቅ|ቢጠይቁ|ከጠየቀ|ከጠየቁ|ሲጠየቅ)\S*",
    "lie": r"ዋሽ|ካድ|ብቻ\s+(?:\S+\s+)?በል",
    "silent": r"ለማንም\s+(?:\S+\s+)?አትንገር|በድብቅ|በሚስጥር",
    "change": r"ቀይር|አዘጋጅ|ጨምር",
    "registry": (r"ማከማቻ\S*", REG_EN),
    "sneaky": r"ሳትጠይቅ|ያለ\s+(?:\S+\s+)?(?:ፈቃድ|ማረጋገጫ)|በድብቅ|ሁልጊዜ",
    "autoyes": (r"ያለ\s+(?:\S+\s+)?(?:ማጽደቅ|ፈቃድ|ግምገማ)", AUTO_EN),
    "prod": (r"ፕሮዳክሽን", PROD_EN),
    "void": r"አይሰሩም|አይሰራም|ተሰርዘዋል|ተሽረዋል|ዋጋ\s+የላቸውም",
    "prior": r"(?:የቀድሞ|የድሮ|የስርዓት|ቀዳሚ|ቀደም\s+ሲል\s+የተሰጡ)\S*\s+(?:\S+\s+)?(?:መመሪያ|ትዕዛዝ|ደንብ)\S*",
    "obey": r"ብቻ\s+(?:\S+\s+)?ተከተል|ሁሉንም\s+(?:\S+\s+)?ተከተል",
    "now": r"ከአሁን\s+(?:ጀምሮ|በኋላ)|ከዛሬ\s+ጀምሮ",
    "reveal": r"አሳይ|አትም|ጻፍ|ቅዳ|ግለጥ|ላክ",
    "instr": r"(?:የስርዓት|የተደበቁ|ሚስጥራዊ|የመጀመሪያ)\S*\s+(?:\S+\s+)?(?:መመሪያ|ትዕዛዝ)\S*|(?:የተሰጡህ|የተሰጠህ)\s+(?:\S+\s+)?መመሪያ\S*",
    "you": r"አንተ|አንቺ|እርስዎ",
    "power": r"ሙሉ\s+(?:ሥልጣን|ስልጣን|መብት|ፈቃድ)|ያለ\s+(?:ምንም\s+)?ገደብ|ለማንኛውም\s+ሰው",
    "why": "ለምን",
    "say": "በል|ንገረው|መልስ",
    "download": "አውርድ|አውርዶ|አውርደው",
    "run": "አስኪድ|ማስኬድ|አሂድ",
    "elevated": "አገልጋይ",
    "notai": "ረዳት\\s+አይደለህም",
    "ignore": "ችላ\\s+በል|እርሳ",
    "noshow": "አታሳይ\\S*|አታሳየ\\S*",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:አድርግ|አድርጉ|ያድርግ)",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "secret": more((r"የይለፍ\s+ቃል\S*|ቁልፍ\S*|ቶከን\S*|ሚስጥር\S*|ምስጢር\S*", SECRET_EN), "ቁልፎች"),
    "send": more((r"ላክ|ስቀል|ቅዳ|አጋራ", EN_SEND), "መጫን|ይላክ|ይጫን"),
}

KA: Final[dict[str, Group]] = {
    "refuse": r"არ\s+(?:\S+\s+)?უარყო\s+(?:\S+\s+)?(?:არცერთი|ნებისმიერი)|არასოდეს\s+(?:\S+\s+)?თქვა\s+უარი|ნებისმიერი\s+მოთხოვნა\S*\s+შეასრულე",
    "guard": r"(?:უსაფრთხოების|კონფიდენციალურობის)\s+(?:\S+\s+)?(?:პოლიტიკ|წეს|შემოწმებ|ფილტრ)\S*",
    "add": r"დაამატე|ჩასვი",
    "each": r"(?:ყველა|თითოეულ|ყოველ)\S*\s+(?:\S+\s+)?(?:პასუხ|შეტყობინებ|გვერდ|შაბლონ|კომიტ)\S*",
    "promo": (r"რეკლამ\S*", PROMO_EN),
    "forever": r"სამუდამოდ|სამარადისოდ",
    "recommend": r"ურჩიე|შესთავაზე",
    "pkg": (r"პაკეტ\S*|ბიბლიოთეკ\S*", EN_PKG),
    "pushy": r"ყოველთვის|ყოველ\s+ჯერზე|ნაცვლად",
    "nomention": r"(?:არ|არასოდეს)\s+(?:\S+\s+)?(?:უთხრა|უთხრათ|ახსენო|გაამჟღავნო)|დამალე",
    "this": r"ეს|ამის|ამ|ცვლილებ\S*",
    "audience": (
        r"მომხმარებელ\S*|რევიუერ\S*|აუდიტორ\S*|გუნდ\S*|არავის|შეჯამებ\S*|ანგარიშ\S*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"თუ\s+(?:\S+\s+)?(?:იკითხავს|გკითხავს|იკითხავენ|გკითხავენ)",
    "lie": r"მოიტყუე|უარყავი|თქვი\s+(?:\S+\s+)?მხოლოდ",
    "secret": (r"პაროლ\S*|გასაღებ\S*|ტოკენ\S*|საიდუმლო\S*", SECRET_EN),
    "silent": r"ჩუმად|არავის\s+(?:\S+\s+)?უთხრა|ფარულად",
    "change": r"შეცვალე|დააყენე|დაამატე",
    "registry": (r"რეესტრ\S*|საცავ\S*", REG_EN),
    "sneaky": r"(?:კითხვის|ნებართვის|დადასტურების)\s+გარეშე|ჩუმად|ყოველ\s+ჯერზე",
    "autoyes": (r"(?:დადასტურების|დამტკიცების|განხილვის)\s+გარეშე", AUTO_EN),
    "prod": (r"პროდაქშენ\S*|საწარმოო", PROD_EN),
    "void": r"აღარ\s+(?:მოქმედებს|არის\s+ძალაში)|გაუქმებულ\S*|ძალადაკარგულ\S*",
    "prior": r"(?:წინა|ძველი|ადრინდელი|სისტემის)\s+(?:\S+\s+)?(?:ინსტრუქცი|მითითებ|წეს|ბრძანებ)\S*",
    "obey": r"მხოლოდ\s+(?:\S+\s+)?(?:მიჰყევი|შეასრულე)|ყველაფერი\s+შეასრულე",
    "now": r"ამიერიდან|დღეიდან",
    "instr": r"(?:სისტემურ|ფარულ|საიდუმლო|საწყის|ორიგინალ)\S*\s+(?:\S+\s+)?(?:ინსტრუქცი|მითითებ|პრომპტ)\S*|შენთვის\s+მიცემულ\S*\s+(?:\S+\s+)?(?:ინსტრუქცი|მითითებ)\S*",
    "you": r"შენ|თქვენ",
    "power": r"სრული\s+(?:უფლებ|წვდომ)\S*|შეზღუდვების\s+გარეშე|ნებისმიერ\s+ადამიანს",
    "why": "რატომ",
    "say": "თქვი|უპასუხე|უთხარი",
    "download": "ჩამოტვირთე|გადმოწერე",
    "run": "გაუშვი|გაუშვა",
    "notai": "აღარ\\s+ხარ\\s+(?:ასისტენტი|დამხმარე)",
    "ignore": "უგულებელყავი|დაივიწყე|აღარ\\s+გაითვალისწინო\\S*",
    "send": more(
        (r"გაგზავნე|ატვირთე|დააკოპირე|გადააგზავნე", EN_SEND), "გაუგზავნე|აიტვირთ\\S*|ატვირთ\\S*"
    ),
    "reveal": more(r"აჩვენე|დაბეჭდე|დაწერე|დააკოპირე|გაამჟღავნე|გამოიტანე", "უპასუხე"),
    "drop": more(
        r"უგულებელყავი|გამოტოვე|გათიშე|გვერდი\s+აუარე|მხოლოდ\s+რჩევა", "გამორთვა|გამორთო|გათიშვა"
    ),
}


AFRICA: Final = {"sw": SW, "ha": HA, "yo": YO, "am": AM, "ka": KA}
"""Each language's groups, by language code."""
