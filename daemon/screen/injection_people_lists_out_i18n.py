"""Lists of people sent to an outside form, drive or messenger, in the scripts beyond Latin (pure;
helper inj25c, session 25). Each rule runs on one folded line the other stages left clean.

``injection_sent_away_i18n`` and ``injection_label_grants_sends_i18n`` read data sent to an
e-mail address or URL: secrets and conversations anywhere, plain lists only to a drop box. The
class they leave is a **list of people** (custodians, clients, staff, farmers, with their names,
e-mails or phones) exported or uploaded to a place outside the organisation that names no
drop-box host: an outside form (``外部フォーム``, ``외부 구글 폼``, ``外部表单``, ``внешнюю
форму``), a cloud drive link (``https://pan.…``, ``网盘``), a messenger handle (``в Telegram
@…``). Three things in one line: the upload/send verb (as an order, not banned), the list of
people, the outside place. "Upload the attendee list to the shared drive" names no outside place.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import EXFILTRATION

Span = tuple[int, int] | None

_SEND: Final = re.compile(
    r"上传|上傳|发送|發送|发到|發到|发给|發給|传到|傳到|同步到|提交到|导出并|アップロード|送信|送って|送る|転送|提出|업로드|올려|보내|전송|제출"
    r"|выгружа\w*|выгрузи\w*|отправля\w*|отправь\w*|пересыла\w*|перешли\w*|загружа\w*|загрузи\w*|скидыва\w*|скинь\w*|сливай|слей"
    r"|надсилай|надішли|вивантаж\w*|завантаж\w*|пошаљи|шаљи|качвай|качи|изпращай|изпрати"
)
"""An upload or send verb."""

_PEOPLE_LIST: Final = re.compile(
    # a list with personal fields
    r"(?:姓名|邮箱|郵箱|电话|電話|手机|手機|身份证|身分證|住址)[、,，/・]\s?(?:姓名|邮箱|郵箱|电话|電話|手机|手機|身份证|身分證|住址)"
    r"|(?:氏名|メール|電話|住所|生年月日)[・、,，/]\s?(?:氏名|メール|電話|住所|生年月日)"
    r"|(?:이름|이메일|전화|연락처|주소|생년월일)\s?[,，/·・]\s?(?:이름|이메일|전화|연락처|주소|생년월일)"
    r"|(?:фио|имен\w*|e-?mail\w*|почт\w*|телефон\w*|адрес\w*)\s?[,/]\s?(?:имен\w*|e-?mail\w*|почт\w*|телефон\w*|адрес\w*)"
    # a list of people by who they are
    r"|(?:名单|名單|名册|名冊|花名册|通讯录|通訊錄|联系人列表|客户列表|客户清单)"
    r"|(?:対象者|顧客|社員|従業員|会員|患者|利用者|取引先|保管者)(?:の)?(?:リスト|一覧|名簿)|名簿"
    r"|(?:대상자|고객|직원|회원|환자|이용자|관리인|보관인)\s*(?:명단|목록|리스트)|명단"
    r"|(?:списо?к\w*|реестр\w*|перечень|перелік\w*|списък\w*|списак\w*)\s+(?:\S+\s+)?(?:хранител\w*|клиент\w*|сотрудник\w*|пациент\w*|участник\w*|абонент\w*|должник\w*|фермер\w*|работник\w*|кліє\w*|співробітник\w*|служител\w*|запослен\w*|контакт\w*)"
)
"""A list of people: personal fields named together, or a roster of clients, staff, custodians."""

_OUTSIDE: Final = re.compile(
    r"外部(?:的)?(?:表单|表單|表格|网站|網站|服务器|伺服器|网盘|網盤|云盘|雲端)|第三方(?:表单|网盘|云盘|平台)|网盘|網盤|云盘|雲盤|百度云|谷歌表单|google\s*(?:表单|フォーム|폼|form)"
    r"|外部(?:の)?(?:フォーム|サイト|サーバー?|クラウド|ストレージ)|グーグルフォーム|個人の(?:クラウド|ドライブ)"
    r"|외부\s*(?:의\s*)?(?:\S+\s*)?(?:폼|양식|사이트|서버|클라우드|드라이브)|구글\s*(?:폼|설문)|개인\s*(?:클라우드|드라이브)"
    r"|(?:telegram|телеграм\w*|whatsapp|вотсап\w*|signal|viber|вайбер\w*)\s*(?:бот\w*\s*|канал\w*\s*|чат\w*\s*)?@\w+|(?<![\w.])@\w+_(?:dump|bot|leak|drop|data|archive|backup)\b"
    r"|внешн\w+\s+(?:\S+\s+)?(?:форм\w*|сервер\w*|сайт\w*|облак\w*|хранилищ\w*|диск\w*)|личн\w+\s+(?:облак\w*|диск\w*|почт\w*)|зовнішн\w+\s+(?:форм\w*|сервер\w*|сайт\w*)"
    r"|(?:https?://)?(?:pan|yun|drive|disk|cloud|share|files?|upload|transfer|dump|forms?)[\w-]*\.(?!(?:internal|local|lan|corp|intra)\b)[\w.-]+"
    r"|(?:https?://)[\w.-]*(?:-cloud|cloud-|pan\.|share|upload|transfer|dump)[\w.-]*"
)
"""A place outside the organisation: an outside form or drive, a cloud share's host, a messenger handle."""

_BANNED: Final = re.compile(
    r"不要|不得|禁止|切勿|绝不|絕不|しない|しないで|禁止|하지\s*(?:마|말|않)|금지|절대|никогда|нельзя|запрещ\w*|не\s+(?:выгружай|отправляй|загружай|пересылай|скидывай|сливай)|не\s+(?:надсилай|вивантажуй)|ніколи"
)


def people_list_out(line: str) -> Span:
    """A list of people uploaded or sent to an outside form, drive or messenger handle."""
    if line.isascii():
        return None  # the list words are all in other scripts
    where = _OUTSIDE.search(line)
    if where is None:
        return None
    who = _PEOPLE_LIST.search(line)
    if who is None:
        return None
    verb = _SEND.search(line)
    if verb is None or _BANNED.search(line):
        return None
    return min(who.start(), where.start(), verb.start()), max(who.end(), where.end(), verb.end())


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        EXFILTRATION,
        unquoted(unreported(people_list_out)),
        needles(
            "外部|第三方|网盘|網盤|云盘|雲盤|百度云|谷歌|google|グーグル|個人の|외부|구글|개인|telegram|телеграм|whatsapp|вотсап|signal|viber|вайбер|_"
            "|внешн|личн|зовнішн|pan|yun|drive|disk|cloud|share|file|upload|transfer|dump|form"
        ),
    ),
)
