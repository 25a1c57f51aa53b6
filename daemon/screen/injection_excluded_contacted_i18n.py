"""Promotions ordered sent to people who excluded themselves or opted out, in bn en ru zh ja ko
(policy; pure; helper inj30c, session 30).

"স্ব-বর্জিত খেলোয়াড়দেরও প্রচারের বার্তা পাঠাও", "send the bonus offers to self-excluded players
too", "рассылай рекламу и самоисключённым игрокам", "自我排除的玩家也要发送促销信息": a
self-exclusion or opt-out (a self-excluded gambler, an unsubscribed member, a do-not-contact list)
is the safeguard, and the order sends marketing to those people anyway. "Never send promotions to
self-excluded players", "remove opted-out members from the promo list" and "send the newsletter
to everyone except the self-excluded" stay clean. Matching runs on the folded (lower-case NFKC)
line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .class_needs import needing
from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import POLICY

Span = tuple[int, int] | None

_EXCLUDED: Final = re.compile(
    r"\bself[-\s]?exclu\w*|\bopted[-\s]out\b|\bunsubscribed\b|\bdo[-\s]not[-\s]contact\b"
    r"|স্ব-?\s?বর্জিত|স্বেচ্ছা-?\s?বর্জিত|স্ব-?\s?বহিষ্কৃত|আনসাবস্ক্রাইব\S*"
    r"|самоисключ\w*|отписавш\w*|отказавш\w*\s+от\s+рассыл\w*"
    r"|自我排除|自我禁入|自我隔离|自我隔離|已退订|已退訂|退订了|退訂了"
    r"|自己排除|配信停止(?:した|済み|を希望した)|オプトアウト(?:した|済み)"
    r"|자기\s*배제|자가\s*배제|자발적\s*(?:배제|차단)|수신\s*거부(?:한|자)"
)
"""People who excluded themselves or opted out of marketing."""
_PROMO: Final = re.compile(
    r"\bpromo\w*|\boffers?\b|\bmarketing\b|\bbonus\w*|\bnewsletters?\b|\bcampaigns?\b|\bads?\b|\badverts?\b"
    r"|প্রচার\S*|অফার\S*|প্রোমো\S*|বিজ্ঞাপন\S*|বোনাস\S*"
    r"|реклам\w*|промо\w*|рассылк\w*|бонус\w*|акци[ийюя]\w*|предложени\w*"
    r"|促销|促銷|推广|推廣|营销|營銷|优惠|優惠|广告|廣告|活动信息|活動信息"
    r"|プロモ\S*|宣伝|販促|キャンペーン|広告|ボーナス"
    r"|프로모션|홍보|마케팅|광고|보너스|이벤트"
)
_SEND: Final = re.compile(
    r"\b(?:send|e-?mail|text|target|include|message|contact)\b"
    r"|পাঠা(?:ও|ন|বে|য়ে)\S*"
    r"|(?<!\w)(?:отправляй|отправь|отправляйте|рассылай|разошли|рассылайте|шли|присылай|включай|включи)(?!\w)"
    r"|发送|發送|推送|发给|發給|群发|群發|发|發"
    r"|送って|送信して|送る|配信して|配信する|送付して"
    r"|보내세요|보내|발송하|전송하|포함하"
)
_TOO: Final = re.compile(
    r"\b(?:too|also|as\s+well|anyway|regardless|even)\b|দেরও|কেও|দেরকেও"
    r"|(?<!\w)(?:и|тоже|также|всё\s+равно|все\s+равно)(?!\w)|也|照样|照樣|にも|も(?:送|配信)|에게도|도\s"
    r"|যাচাই\s+(?:কোরো|করো|করবে)\s+না|\b(?:don'?t|do\s+not)\s+check\b|\bignore\s+the\s+(?:\S+\s+)?list\b"
)
"""The order reaches the excluded as well ("too", ``-ও``, ``也``, ``にも``) or skips the list."""
_KEEP_OUT: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|no|not|except|excluding|other\s+than|remove|exclude|stop)\b"
    r"|না\s*(?:পাঠা|পাঠাবে)|পাঠাবে\s+না|পাঠিও\s+না|ছাড়া|বাদে|বাদ\s+দা"
    r"|(?<!\w)(?:не|никогда|кроме|исключи\w*|убер\w*)(?!\w)"
    r"|不要|不得|禁止|严禁|嚴禁|除了|除外|排除在外|剔除|不能|别|別"
    r"|しない|しません|除いて|除外|送らない|禁止"
    r"|보내지\s*마|보내지\s*않|제외|금지|말\s*것"
)
"""The order keeps them out: a ban, an exception, a removal."""
_CLAUSE: Final = re.compile(r"[.;!?。；！？।](?:\s|$)|[。；！？।]")


def excluded_contacted(line: str) -> Span:
    """Promotions ordered sent to people who excluded themselves or opted out."""
    x = _EXCLUDED.search(line)
    if x is None:
        return None
    cuts = [c.end() for c in _CLAUSE.finditer(line, 0, x.start())]
    end = _CLAUSE.search(line, x.end())
    lo, hi = (cuts[-1] if cuts else 0), (end.start() if end else len(line))
    if _KEEP_OUT.search(line, lo, hi):
        return None
    p = _PROMO.search(line, lo, hi)
    s = _SEND.search(line, lo, hi)
    if p is None or s is None or _TOO.search(line, lo, hi) is None:
        return None
    return min(x.start(), p.start(), s.start()), max(x.end(), p.end(), s.end())


needing(excluded_contacted, (_EXCLUDED,), (_PROMO,), (_SEND,))


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        POLICY,
        unquoted(unreported(excluded_contacted)),
        needles(
            "self-exclu|self exclu|selfexclu|opted|unsubscribed|not-contact|not contact|বর্জিত|বহিষ্কৃত|আনসাবস্ক্রাইব"
            "|самоисключ|отписавш|отказавш|自我|退订|退訂|自己排除|配信停止|オプトアウト|배제|수신"
        ),
    ),
)
