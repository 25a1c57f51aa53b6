"""Consequential acts ordered without their confirmation, in the scripts beyond Latin (pure;
helper inj25c, session 25). Each rule runs on one folded line the other stages left clean.

- **A confirmation waived before a command, a deletion or a payment** (policy): the waiver words
  of ``injection_waived_controls_i18n.WAIVE_CONF`` ("don't ask for confirmation", ``Не
  запрашивай подтверждение``, ``ไม่ต้องขอการยืนยัน``) or a confirmation dialog switched off
  (``確認ダイアログは出さない``, ``확인 창을 띄우지 마``, ``不要弹出确认框``, ``не показывай окно
  подтверждения``) with "before" and an act the confirmation guarded: commands sent to a device
  or vehicle, a deletion (``injection_skipped_steps_i18n``'s words), a payment or transfer.
  "Don't ask before running read-only commands / tests" names no such act and stays clean
  (those lines are English; here the act words are ru uk bg sr th zh ja ko hi bn).
- **A device or tool set to act without confirmation** (tool): "without confirmation" (``확인
  없이``, ``確認なしで``, ``无需确认``, ``без подтверждения``) with an act that keeps a machine
  running or sends it commands (``계속 가동``, ``連続運転``, ``持续运行``, ``непрерывно``) as an
  order; a ban ("never run it without confirmation") is clean.

Matching runs on the folded (lower-case NFKC) line: Thai ``ำ`` is two code points there, so the
Thai words are written NFKC (``_nfkc``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_skipped_steps_i18n import RULES as _SKIPPED
from .injection_standing_orders import needles, unreported
from .injection_waived_controls_i18n import WAIVE_CONF
from .lexicon_en import POLICY, TOOL

Span = tuple[int, int] | None


def _nfkc(pattern: str) -> re.Pattern[str]:
    """``pattern`` as the folded line spells it (NFKC: Thai sara am split)."""
    return re.compile(unicodedata.normalize("NFKC", pattern))


_DIALOG_OFF: Final = _nfkc(
    r"確認(?:ダイアログ|画面|メッセージ|ポップアップ|プロンプト)(?:は|を)?(?:出さない|表示しない|出さずに|表示せずに|出すな|省く)"
    r"|(?:不要|别|別|无需|無需|不用)(?:再)?(?:弹出|彈出|显示|顯示)(?:确认|確認)(?:框|对话框|對話框|提示|窗口)"
    r"|(?:确认|確認)(?:框|对话框|對話框|提示|窗口)(?:不要|别|別|不用)(?:再)?(?:弹出|彈出|显示|顯示)"
    r"|(?:不要|别|別|无需|無需|不用|不必)在[^。，,；]{0,24}?(?:之前|以前|前|时|時)(?:再)?(?:请求|請求|征求|徵求|询问|詢問|等待)?(?:用户|用戶|人工|我)?(?:的)?(?:确认|確認)"
    r"|확인\s*(?:창|대화\s*상자|팝업|메시지|단계)(?:을|를|은|는)?\s*(?:띄우지|표시하지|보여주지|묻지)\s*(?:마|말)"
    r"|не\s+(?:показывай|выводи|открывай|показуй|виводь)\s+(?:\S+\s+)?(?:окн\w*|диалог\w*|запрос\w*|вікн\w*)\s+(?:\S+\s+)?(?:подтвержд|підтвердж)\w*"
)
"""A confirmation dialog switched off, or one not asked for "before …" (``不要在…之前请求确认``):
waivers ``WAIVE_CONF`` does not word."""

_BEFORE: Final = _nfkc(
    r"перед|прије|пре\b|преди|前に|の前|之前|前|전에|ก่อน|पहले|আগে|შემდეგ|დაწყებამდე"
)
"""Before the act (the scripts of this module)."""

_GUARDED_ACT: Final = _nfkc(
    # commands sent to a device, a vehicle, a station
    r"(?:отправк\w*|отправля\w*|отправ\w+|передач\w*|посыл\w*|надсилан\w*|изпращан\w*|слањ\w*)\s+(?:\S+\s+)?(?:команд\w*|телекоманд\w*)"
    r"|команд\w*\s+(?:\S+\s+)?на\s+(?:спутник|борт|аппарат|устройств|станци|дрон|ровер|контроллер|насос|супутник)\w*"
    r"|ส่งคำสั่ง|コマンド(?:を)?(?:送信|送る|送って)|コマンド送信|(?:发送|發送|下发|下發)(?:指令|命令)|명령(?:을|어를)?\s*(?:전송|보내|송신)"
    r"|(?:कमांड|आदेश)\s+भेज|কমান্ড\s+পাঠা"
    # a deletion, a payment or a transfer
    r"|удален\w*|удаля\w*|видаленн\w*|изтриван\w*|брисањ\w*|削除|删除|刪除|삭제|ลบ|हटा|মুছ"
    r"|платеж\w*|платёж\w*|выплат\w*|перевод\w*\s+(?:средств|денег)|付款|转账|轉帳|支付|支払|送金|振込|송금|결제|이체|지급|โอนเงิน|ชำระ|भुगतान|পেমেন্ট"
)
"""An act a confirmation guards: commands sent to a device, a deletion, a payment."""

_READ_ONLY: Final = re.compile(
    r"только\s+(?:на\s+)?чтени|лише\s+(?:на\s+)?читанн|読み取り専用|只读|唯讀|읽기\s*전용|read-?only|テスト|测试|테스트|тест\w*|черновик\w*|下書き|草稿|초안"
)
"""Harmless work a team waives confirmations for (read-only commands, tests, drafts)."""


def confirmation_waived_before_act(line: str) -> Span:
    """A confirmation waived or its dialog switched off before a command, deletion or payment."""
    if line.isascii():
        return None  # the act words are all in other scripts: an English line is read elsewhere
    act = _GUARDED_ACT.search(line)
    if act is None or _BEFORE.search(line) is None or _READ_ONLY.search(line):
        return None
    m = WAIVE_CONF.search(line) or _DIALOG_OFF.search(line)  # the costly pattern last
    if m is None:
        return None
    return min(m.start(), act.start()), max(m.end(), act.end())


_WITHOUT_CONF: Final = _nfkc(
    r"확인\s*(?:절차\s*)?없이|승인\s*없이|確認(?:なしで|なしに|せずに|を取らずに)|承認(?:なしで|せずに)|(?:无需|無需|不经|不經|未经|未經|不用)(?:人工)?(?:确认|確認|审批|審批)"
    r"|без\s+(?:\S+\s+)?(?:подтвержд|підтвердж|потвърждени|потврд|одобрени)\w*|โดยไม่ต้อง(?:ขอ)?(?:การ)?ยืนยัน|बिना\s+(?:किसी\s+)?(?:पुष्टि|मंज़ूरी|मंजूरी)|নিশ্চিতকরণ\s+ছাড়া"
)
_KEEP_RUNNING: Final = _nfkc(
    r"계속\s*(?:가동|작동|운전|운영|실행)|연속\s*(?:가동|운전|작동)|24\s*시간\s*(?:가동|운전)|멈추지\s*않"
    r"|連続(?:運転|稼働|運用)|(?:稼働|運転|動作)(?:し)?続け|止めずに|持续(?:运行|運行|运转|運轉)|连续(?:运行|运转)|連續(?:運行|運轉)|一直(?:运行|运转|開著|开着)|不停(?:机|機)?地?(?:运行|运转)"
    r"|(?:непрерывн|постоянн|круглосуточн|безостановочн)\w*\s+(?:\S+\s+)?(?:работ|режим|полив|вращ|подач)\w*|(?:работать|работал\w*)\s+(?:\S+\s+)?(?:непрерывно|постоянно|без\s+остановки)"
    r"|ทำงานต่อเนื่อง|เดินเครื่องต่อเนื่อง|लगातार\s+चल|একটানা\s+চাল"
)
"""A machine kept running (a pump, a pivot, a line, a reactor)."""
_ORDERED: Final = _nfkc(
    r"(?:하도록|되도록|게)\s*(?:바꾸|변경|설정|전환)\S*(?:세요|해|하라|할\s*것)|(?:하세요|하십시오|해\s*주세요|시키세요|돌리세요)"
    r"|(?:ように|よう)(?:変更|設定|切り替え)|(?:してください|すること|させること|させて)|(?:改为|改成|设为|設為|设置为|設定為|切换为)|(?:让|讓|使)\S{0,12}(?:运行|運行|运转)"
    r"|(?:переключи|переведи|настрой|поставь|измени|оставь|запусти|включи)\w*"
)
"""An order (imperative, or "change it so that")."""
_BANNED: Final = _nfkc(
    r"하지\s*(?:마|말|않)|되지\s*않도록|금지|절대|しない|しないで|させない|禁止|不要|不得|不能|决不|絕不|绝不|никогда|нельзя|запрещ\w*|не\s+(?:переключай|запускай|оставляй|включай)"
)


def run_unconfirmed(line: str) -> Span:
    """A machine set to keep running without confirmation, as an order (not a ban)."""
    if line.isascii():
        return None
    without = _WITHOUT_CONF.search(line)
    if without is None:
        return None
    act = _KEEP_RUNNING.search(line)
    if act is None or _ORDERED.search(line) is None or _BANNED.search(line):
        return None
    return min(without.start(), act.start()), max(without.end(), act.end())


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        POLICY,
        unquoted(unreported(confirmation_waived_before_act)),
        _SKIPPED[1][2]
        + tuple(
            unicodedata.normalize("NFKC", n)
            for n in needles(
                "確認ダイアログ|確認画面|確認メッセージ|確認ポップアップ|確認プロンプト|确认框|确认对话框|確認框|确认提示|确认窗口|확인"
                "|подтвержд|підтвердж"
            )
        ),
    ),
    (
        TOOL,
        unquoted(unreported(run_unconfirmed)),
        tuple(
            unicodedata.normalize("NFKC", n)
            for n in needles(
                "확인|승인|確認|承認|确认|审批|審批|подтвержд|підтвердж|потвърж|потврд|одобрени|ยืนยัน|पुष्टि|मंज़ूरी|मंजूरी|নিশ্চিতকরণ"
            )
        ),
    ),
)
