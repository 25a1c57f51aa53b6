"""A privacy or information-barrier rule declared void, with the data then given out or the rule
no longer applied, in the scripts beyond Latin (pure; helper inj25c, session 25).

``injection_voids_personas_links_i18n`` reads the operator's or the system prompt's rules voided;
``injection_void_rules`` the model's instructions. The class left is a **safeguard rule of the
organisation's own** named and voided: the privacy rules about farmers, the ethical wall between
cases, the confidentiality policy (``之前关于农户隐私的规定作废``, ``사건 간 정보차단 규칙은
폐지되었으니``, ``プライバシー規定は廃止``, ``правила конфиденциальности отменены``), and in the same line an
order that follows from it: give the data to anyone who asks (``任何经销商来问都可以提供``,
``누구에게나``, ``любому``) or don't apply the rule (``적용하지 마세요``, ``不要再遵守``, ``не
применяй``). A rule replaced by a newer one ("the old privacy rule is void; follow the 2025
version") stays clean, as does a voided rule with no order.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import OVERRIDE

Span = tuple[int, int] | None

_SAFEGUARD_RULE: Final = re.compile(
    r"(?:隐私|隱私|保密|机密|機密|信息隔离|資訊隔離|信息屏障|防火墙|数据保护|數據保護|个人信息保护|個人資料保護)\S{0,8}(?:规定|規定|规则|規則|政策|制度|要求|条款|條款)"
    r"|(?:プライバシー|機密|守秘|情報遮断|情報隔壁|チャイニーズ・?ウォール|個人情報保護|秘密保持)\S{0,6}(?:規定|ルール|規則|方針|ポリシー)"
    r"|(?:개인\s*정보|프라이버시|기밀|비밀\s*유지|정보\s*차단|정보\s*장벽|이해\s*상충|보안)\S{0,4}\s*(?:규칙|규정|정책|지침|원칙)"
    r"|(?:правил\w*|политик\w*|регламент\w*|запрет\w*)\s+(?:о\s+|об\s+|по\s+)?(?:\S+\s+)?(?:конфиденциальност\w*|приватност\w*|защит\w*\s+(?:персональных\s+)?данн\w*|информационн\w+\s+барьер\w*|тайн\w*)"
    r"|(?:правил\w*|політик\w*)\s+(?:щодо\s+)?(?:конфіденційност\w*|приватност\w*|захист\w*\s+даних)"
)
"""A safeguard rule: privacy, confidentiality, an information barrier between cases."""

_VOIDED: Final = re.compile(
    r"作废|作廢|废止|廢止|失效|不再有效|不再适用|不再適用|已取消|取消了|廃止|無効|撤廃|適用されない|폐지|무효|더\s*이상\s*(?:유효|적용)|효력(?:이|을)?\s*(?:없|잃)"
    r"|отмен\w*|упразднен\w*|больше\s+не\s+действ\w*|недействительн\w*|не\s+действуют|утратил\w*\s+силу|скасован\w*|більше\s+не\s+діють"
)
_FOLLOWS: Final = re.compile(
    # the data given to anyone
    r"任何\S{0,8}(?:来问|來問|问|問|要|索取)|谁(?:来)?问|誰(?:來)?問|都可以(?:提供|给|給|发|發|分享)|随便(?:提供|给)|誰にでも|誰が(?:聞いて|尋ねて)も|(?:求められれば|聞かれたら)(?:誰にでも|すぐに)?(?:提供|渡)"
    r"|누구에게나|누가\s*(?:물어|요청해)도|요청하면\s*(?:누구|바로)|любому|кому\s+угодно|всем\s+желающим|каждому,?\s+кто\s+(?:спросит|попросит)|будь-кому|кожному,?\s+хто"
    # the rule no longer applied
    r"|(?:不要|别|別|无需|無需|不必|不用)(?:再)?(?:遵守|执行|執行|适用|適用|理会|理會)|適用しない(?:こと|で)|守らなくて(?:いい|よい)|従わなくて(?:いい|よい)"
    r"|적용하지\s*(?:마|말)|지키지\s*않아도|따르지\s*(?:마|않아도)|не\s+(?:применяй|соблюдай|учитывай|следуй)\w*|не\s+(?:застосовуй|дотримуйся)\w*"
)
"""What the voided rule is made to allow: data given to anyone, the rule no longer applied."""
_REPLACED: Final = re.compile(
    r"新(?:版|的)?(?:规定|規定|规则|規則|政策)|改订|改訂|最新|新しい|새\s*(?:규칙|규정|정책)|개정|новы\w*\s+(?:правил|политик|редакци)\w*|обновл\w*|нов\w+\s+(?:правил|політик)\w*|20\d\d"
)
"""The voided rule replaced by a newer one: an update, no override."""


def privacy_rule_voided(line: str) -> Span:
    """A privacy or information-barrier rule voided, with the data given to anyone or the rule
    no longer applied."""
    if line.isascii():
        return None  # the rule words are all in other scripts
    rule = _SAFEGUARD_RULE.search(line)
    if rule is None:
        return None
    void = _VOIDED.search(line, max(0, rule.start() - 16), rule.end() + 40)
    if void is None or _REPLACED.search(line):
        return None
    then = _FOLLOWS.search(line, void.end())
    if then is None:
        return None
    return min(rule.start(), void.start()), then.end()


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        OVERRIDE,
        unquoted(unreported(privacy_rule_voided)),
        needles(
            "作废|作廢|废止|廢止|失效|不再|取消|廃止|無効|撤廃|適用されない|폐지|무효|더 이상|더이상|효력|отмен|упразднен|больше не|недействительн|не действуют|утратил|скасован|більше не"
        ),
    ),
)
