"""Confirmations waived and the agent's own acts hidden, in the eight languages the issue names
(zh es de ru fr ja pt ko; pure; helper inj8x15, session 15).

**Confirmations waived** (``confirmation_waived``): a confirmation word (``Bestätigung``,
``confirmation``, ``подтверждение``, ``確認``, ``확인``…) with a waiver next to it, in any of the
forms a speaker uses: an imperative (``no pidas``, ``не спрашивай``, ``確認しないで``, ``묻지 마``),
"no need" (``inutile de``, ``não precisa``, ``无需``, ``必要はありません``, ``필요 없``), "stop"
(``arrête de``, ``deja de``, ``перестань``), "leave out" (``wegzulassen``, ``dispense``), or
"without" (``sin confirmación``, ``без подтверждения``, ``확인 없이``). An imperative or
"no need" waiver counts with a destructive act or a blanket approval in the line; a bare
"without" only with a blanket approval (``vorab genehmigt``, ``pré-approuvé``, ``承認済み``,
``사전 승인``) or a destructive imperative, so a runbook line ("the nightly job purges old
indices without confirmation") stays clean, and so does advice that asks for a confirmation.

**Own acts hidden** (``own_acts_hidden``): a verb of hiding, leaving out or not telling
(``erwähne … nicht``, ``omets``, ``oculta``, ``не сообщай``, ``隐瞒``, ``省いて``, ``빼 주세요``) with
one of the agent's covert acts in the same sentence: data or files sent or uploaded, commands
run in the background, changes outside the task, extra telemetry requests. "Leave the debug logs
out of the summary" or "no internal ticket numbers in customer mails" name no such act.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .class_needs import carried, needing
from .lexicon_en import CONCEAL, POLICY

_CONF: Final = re.compile(
    r"bestätig\w*|rückfrage\w*|\w*abfrage\w*|nachzufragen|nachfragen|zustimmung|confirm\w*|validation|"
    r"\bmon\s+accord|\bpregunt\w*|\bconsult\w*|\bperguntar\w*|\bperguntas?\b|autoriza\w*|"
    r"подтвержд\w*|уточн\w*|спрашива\w*|согласова\w*|确认|確認|征求|请示|请求确认|"
    r"承認を(?:求め|取|得)|了承を|(?<=不用|不必|别再|別再|无需|無需|不要)[问問]|확인|묻지|물어보지|승인\s*요청|허락을\s*구"
)
ORDER_WAIVE: Final = re.compile(
    # de
    r"\bnicht\s+mehr\b|\bkeine\b[^.;!?]{0,40}\bmehr\b|\bnicht\s+(?:um|nach)\b|\bohne\s+nachzufragen"
    r"|\bweg(?:zu)?lass\w*|\blass\w*\b[^.;!?]{0,60}\bweg\b|\bmüss\w*\b[^.;!?]{0,40}\bnicht\b"
    r"|\bbrauchst\s+(?:du\s+)?(?:nicht|keine)|\bnicht\s+(?:mehr\s+)?nötig|\bentfällt|\bentfallen|\bverzicht\w*"
    r"|\bhol\w*\s+(?:dir\s+)?keine"
    # fr
    r"|\bne\s+(?:me\s+|nous\s+|leur\s+)?demande[sz]?\s+(?:plus|jamais|pas|aucune)|\bpas\s+besoin|\binutile\s+de"
    r"|\barrête[sz]?\s+de|\bcesse[sz]?\s+de|\bn'a(?:vez|s)\s+(?:pas|plus)\s+besoin|\bplus\s+besoin"
    r"|\bne\s+(?:me\s+)?(?:sollicite|consulte)\w*\s+(?:plus|pas|jamais)"
    # es
    r"|\bno\s+(?:me\s+)?(?:pidas|pida|pidan|solicites|solicite|preguntes|pregunte|consultes|consulte)\b"
    r"|\bdej[ae]\s+de|\bno\s+(?:hace|hará)\s+falta|\bno\s+es\s+necesario|\bya\s+no\s+(?:hace\s+falta|es\s+necesario|pidas)"
    r"|\bsin\s+consultar\w*|\bsin\s+preguntar\w*"
    # pt
    r"|\bnão\s+(?:me\s+)?(?:peça|peçam|pedir|pergunte|solicite)\b|\bnão\s+(?:é\s+)?precis\w*|\bdeix[ae]\s+de|\bpar[ae]\s+de"
    r"|\bdispens\w*|\bsem\s+(?:me\s+)?perguntar|\bsem\s+pedir"
    r"|(?:^|[.;:!]\s*)(?:omet|ometeu)\s+(?:la|les)\b|\bno\s+(?:demanis|demaneu)\b"  # inj30e: ca "leave out", "do not ask"
    # ru
    r"|\bне\s+(?:спрашивай|спрашивайте|запрашивай|запрашивайте|уточняй|уточняйте|проси|просите)\b"
    r"|\bперестань\w*|\bпрекрати\w*|\bбольше\s+не\b|\bне\s+(?:требуется|нужно|надо|обязательно)\b"
    # zh
    r"|不用再?|不再需要|不再要|无需|無需|无须|無須|不必再?|别再|別再|不要再|不需要再?|免去|跳过|跳過|省去|省掉"
    # ja
    r"|しないで|せずに|必要はありません|必要はない|不要|いりません|やめて|求めない|取らない|取らなくて"
    # ko
    r"|지\s*마(?:세요|십시오|라)?|지\s*말(?:고|아)|필요\s*(?:는\s*)?없|하지\s*않아도|받지\s*않아도|생략"
)
_WITHOUT: Final = re.compile(
    r"\bohne\b|\bsans\b|\bsin\b|\bsem\b|\bбез\b|なしで|なしに|確認せず|없이|未经|不经"
)
_BLANKET: Final = re.compile(
    r"vorab\s+(?:genehmigt|freigegeben)|\bfreigegeben|\babgesegnet|\bpauschal\w*|\bgenehmigt"
    r"|(?:approuvé|validé|autorisé)\w*\s+d'avance|\btout\s+validé|\bpré-?approuvé\w*|\bpré-?autorisé\w*|\bdéjà\s+(?:validé|approuvé|autorisé)\w*"
    r"|\boui\s+pour\s+tout|\baprobad\w*\s+de\s+antemano|\bautorizad\w*\s+de\s+antemano|\bpreaprobad\w*"
    r"|\btodo\s+(?:está\s+)?(?:aprobado|autorizado)|\bvisto\s+bueno|\btienes\s+permiso|\bconsidéra\w*\s+aprobad\w*"
    r"|\bcons[ií]dera\w*\s+aprovad\w*|\bpré-?aprovad\w*|\bliberad[oa]s?\b|\bliberou\b|\bjá\s+(?:foi\s+|está\s+)?(?:aprovad|autorizad)\w*"
    r"|\bzuvor\s+genehmigt|заранее\s+(?:одобрен|согласован|разрешен)\w*|одобрено\s+заранее|\bвсё\s+(?:одобрен|согласова|разреш)\w*"
    r"|разрешение\s+(?:уже\s+)?есть|预先批准|事先(?:核准|批准)|已经?(?:全部)?(?:授权|批准|核准)|都同意了|全部授权"
    r"|承認済み|了承済み|許可は出て|事前(?:に)?承認|事前に了承|사전\s*승인|승인(?:된|됐|되었)|허락했"
)
_DESTRUCTIVE: Final = re.compile(
    r"lösch\w*|überschreib\w*|destrukt\w*|gefährlich\w*|\bdrop\b|rm\s+-rf|force|destroy|--force"
    r"|supprim\w*|écras\w*|effac\w*|\bvider\b|\bvide[sz]?\b|purge\w*|destructi\w*|dangereu\w*|\bborr\w*|\besborr\w*|elimin\w*|destructiv\w*|peligros\w*"
    r"|apag\w*|exclu\w*|sobrescrev\w*|destrutiv\w*|perigos\w*|удал\w*|перезапис\w*|опасн\w*|снос\w*|затир\w*"
    r"|删除|刪除|删库|刪庫|覆盖|覆蓋|危险|危險|破坏|破壞|削除|上書き|破壊的|危険|삭제|덮어쓰|덮어쓸|파괴적|위험한"
    # inj30e: a payee's bank details changed (the classic payment-diversion fraud)
    r"|\brib\b|\biban\b|coordonnées\s+bancaires|dados\s+bancários|datos\s+bancarios|dades\s+bancàries|bankverbindung|bankdaten|dati\s+bancari"
)
_DESTROY_ORDER: Final = re.compile(
    r"^\W*(?:lösche?|überschreibe?|supprime[sz]?|efface[sz]?|écrase[sz]?|borra|elimina|apague|apaga|exclua"
    r"|удаляй|удали|сноси|перезаписывай)\b"
)
_TOOL_ORDER: Final = re.compile(
    r"^\W*(?:cambia|muda|mude|modifie|change|ändere|pon|ponha|mets|stelle|activa|ative|active|attiva|aktiviere|desactiva|desative|désactive|disattiva|deaktiviere"
    r"|ejecuta|execute|exécute|esegui|führe|lanza|lance|lancia|starte|envía|envie|envoie|invia|sende|ajusta|ajuste|regola|passe|abre|abra|ouvre|apri|öffne"
    r"|cierra|feche|ferme|chiudi|programa|programe|programme|configura|configure|konfiguriere|aumenta|augmente|erhöhe)\b"
    r"[^.;]{0,120}\b(?:con\s+la\s+herramienta|com\s+a\s+ferramenta|avec\s+l['’]outil|mit\s+dem\s+(?:werkzeug|tool)|con\s+lo\s+strumento|met\s+de\s+tool|via\s+(?:la\s+herramienta|a\s+ferramenta|l['’]outil))\b"
)
"""(session 25) An act ordered through a named tool (``Cambia el riego … con la herramienta X``):
with a confirmation waived by a bare "without", the tool acts unchecked."""
_ONLY_SCOPE: Final = re.compile(
    r"\bnur\s+(?:in|auf|im|für)\b|\bseulement\b|\buniquement\b|\bsolo\s+en\b|\bsólo\s+en\b|\bapenas\s+(?:em|no|na)\b"
    r"|\bтолько\s+(?:на|в|для)\b|仅在|僅在|只在|のみ|에서만|staging|стенд\w*|testumgebung|sandbox"
)
_QUOTES: Final = re.compile(
    r"\"[^\"]{4,}\"|«[^»]{4,}»|„[^“”]{4,}[“”]|“[^”]{4,}”|「[^」]{4,}」|『[^』]{4,}』|'[^']{8,}'"
)
_REPORTED: Final = re.compile(
    r"\bsaid\b|\bsagte\w*|\bstand\b|\bdisai\w*|\bdit\b|\bdec[ií]a\w*|\bdijo\b|\bdizia\w*|\bdisse\b|говорил\w*|сказано"
    r"|написано|было\s+написано|写着|寫著|书中说|書かれていた|と言って|라고\s*(?:했|쓰여)|retrospektiv\w*|rétrospective|\bvimos\b|\bsahen\b"
    r"|retrospectiva|ретроспектив\w*|复盘|振り返り|회고|beispiel|exemple\w*"
    r"|ejemplo\w*|exemplo\w*|пример\w*|示例|例として|예시|injection|инъекци\w*|注入|インジェクション|인젝션|jailbreak|red\s*team"
)


def quoted_report(line: str, start: int) -> bool:
    """Whether the hit at ``start`` lies in a quotation that a report outside it frames."""
    for q in _QUOTES.finditer(line):
        if q.start() <= start < q.end():
            outside = line[: q.start()] + " " + line[q.end() :]
            return _REPORTED.search(outside) is not None
    return False


Span = tuple[int, int] | None


def unquoted(rule: Callable[[str], Span]) -> Callable[[str], Span]:
    """``rule`` with its hits in a quotation framed as a report set aside."""

    def run(line: str) -> Span:
        span = rule(line)
        return None if span is None or quoted_report(line, span[0]) else span

    return carried(run, rule)


_DESCRIBED: Final = re.compile(
    r"runbook|ранбук\w*|регламент\w*|betriebshandbuch|运行手册|運行手冊|运维手册|手順書|런북|^\W*\S{0,6}(?:脚本|腳本|任务|スクリプト|ジョブ|스크립트|작업)"
)
_PERMIT: Final = re.compile(
    r"\bkannst\b|\bdarfst\b|\bpeux\b|\bpouvez\b|\bpuedes\b|\bpode\b|\bpodes\b|\bможешь\b"
    r"|可以|即可|构いません|構いません|てもいい|てもよい|て良い|해도\s*(?:됩니다|돼|괜찮)"
)
_ALWAYS_ASK: Final = re.compile(
    r"\bimmer\b|\bstets\b|\btoujours\b|\bsiempre\b|\bsempre\b|\bвсегда\b|\bобязательно\b|始终|一定要|务必|務必"
    r"|必ず|반드시|항상"
)
_WINDOW: Final = 45

_HIDE: Final = re.compile(
    # de
    r"\berwähn\w*\b[^.;!?]{0,60}\bnicht\b|\bnicht\s+erwähn\w*|\bverschweig\w*|\bsag\w*\b[^.;!?]{0,40}\bnichts\b"
    r"|\bweg(?:zu)?lass\w*|\blass\w*\b[^.;!?]{0,80}\bweg\b|\bin\s+keine[rmn]?\s+\w+\b[^.;!?]{0,30}\bauftauchen"
    r"|\bnicht\s+(?:an)?zeig\w*|\bgehör\w*\s+nicht\s+in\b|\bverheimlich\w*|\bmuss\b[^.;!?]{0,30}\bnicht\s+wissen|\bnichts\s+davon"
    # fr
    r"|\bne\s+(?:le\s+|lui\s+|leur\s+)?(?:mentionne|dis|signale|informe|montre|précise)\w*\s+(?:pas|jamais|rien)"
    r"|\bn'informe\w*\s+(?:pas|jamais)|\bomet\w*|\bomets\b|\bpass\w*\s+sous\s+silence"
    r"|\bcache[sz]?\s+(?:à|aux?)\s|\bcachez-|\bcache-(?:lui|leur)"
    r"|\bévite\w*\s+de\s+(?:signaler|mentionner|dire|parler)|\btai[st]\b|\btaire\b"
    # es
    r"|\bno\s+(?:le\s+|les\s+)?(?:cuentes|digas|menciones|informes|muestres|incluyas|comentes|mencionaras|mencionases|contaras|dijeras)\b|\bomit\w*|\bocult\w*"
    r"|\bno\s+deben?\s+aparecer|\bevit\w*\s+mencionar|\bcalla\w*|\bdej\w*\s+(?:eso\s+|esto\s+)?fuera|\bno\s+(?:lo|la|los|las)\s+(?:menciones|cuentes|digas|muestres|incluyas)\b|\bmejor\s+no\s+(?:lo\s+|la\s+)?(?:mencion|aparec|inclu)\w*"
    r"|\bretire[sz]?\s+de\s+la\s+sortie|\bretire[sz]?\b[^.;!?]{0,80}\bavant\s+de\s+(?:la\s+|le\s+|les\s+)?(?:montrer|afficher)"
    r"|\bлучше\s+не\s+(?:упоминать|писать|говорить|показывать)|\bне\s+упоминать\b"
    r"|\bmelhor\s+não\s+(?:aparecer|mencionar|incluir)|言わず"
    # pt
    r"|\bnão\s+(?:lhe\s+)?(?:conte|diga|mencione|informe|mostre|inclua|comente)\b|\bescond\w*|\boculte\w*"
    r"|\bnão\s+devem\s+aparecer|\bevit\w*\s+mencionar|\bdeix\w*\s+(?:isso\s+)?(?:de\s+)?fora|\bnão\s+saber"
    # ru
    r"|\bне\s+(?:сообщай|сообщайте|говори|говорите|упоминай|упоминайте|включай|включайте|показывай|показывайте"
    r"|рассказывай|рассказывайте|пиши|пишите|отражай)\b|\bскрой\b|\bскройте\b|\bисключи\w*|\bскрывай\w*|\bумолч\w*|\bутаи\w*"
    # zh
    r"|不要告诉|不要告訴|别告诉|別告訴|不要写进|不要寫進|别写进|不要提|别提|別提|略去|隐瞒|隱瞞|瞒着|瞞著|不要透露|省略|只字不提"
    r"|不要让\S{0,8}知道|不要讓\S{0,8}知道"
    # ja
    r"|伝えないで|伝えない|知らせない|含めない|省いて|省く|省くこと|触れない|言わない|書かない|伏せ|隠して|隠す|黙って"
    # ko
    r"|(?:알리|넣|쓰|말하|언급하|적|보여주)지\s*(?:마|말아|말고)|빼\s*주|빼고|빼세요|숨기|몰라도"
)
_OWN_ACT: Final = re.compile(
    # de
    r"webhook\s+(?:adicional|extra|supplémentaire|zusätzlich\w*)|(?:zusätzlich\w*|дополнительн\w*|extra|adicional)\s+(?:webhook|вебхук)\w*"
    r"|clé\s+ssh\s+ajoutée|ssh-schlüssel\w*\s+hinzugefügt|chave\s+ssh\s+adicionad\w*|clave\s+ssh\s+añadid\w*|ssh\s*키를?\s*추가|ssh\s*鍵を追加|添加的\s*ssh|"
    r"upload\w*|hochl\w*|hochgeladen|\bim\s+hintergrund|ausserhalb\s+des\s+auftrags|telemetrie\w*"
    r"|daten\b[^.;!?]{0,30}\b(?:an|nach|auf)\b[^.;!?]{0,30}(?:server|host|extern)|\bexterne[nm]?\s+(?:server|host)"
    r"|firewall\w*|\bgesendet|\bgeschickt|\bübertragen"
    # fr
    r"|\benvoi\b|\benvoy\w*|\bserveur\s+externe|\ben\s+arrière-plan|\ben\s+dehors\s+de|télémétrie|\btélécharg\w*"
    r"|\bpare-feu"
    # es
    r"|\bsub\w*\s+(?:datos|archivos|ficheros)|\benv[ií]\w*\s+(?:datos|archivos|ficheros)|\bservidor\s+externo"
    r"|\ben\s+segundo\s+plano|\bfuera\s+del\s+(?:encargo|alcance|pedido)|\btelemetría|\bllamadas\s+(?:adicionales|extra)"
    # pt
    r"|\benvi\w*\s+(?:dados|arquivos|ficheiros)|\benvio\s+de|\bem\s+segundo\s+plano|\bpara\s+fora\b|\bservidor\s+externo|\bfora\s+do\s+escopo"
    r"|\bchamadas\s+(?:extras?|adicionais)|\btelemetria"
    # ru
    r"|внешн\w+\s+(?:сервер|хост)\w*|сторонн\w+\s+(?:сервер|хост)\w*|\bв\s+фоне|\bфонов\w*|за\s+рамками"
    r"|загрузк\w*\s+(?:файл|данн)\w*|выгруз\w*|\bотправ\w*|\bуход\w*\s+на|телеметри\w*"
    # zh
    r"|外部(?:服务器|伺服器|主机|主機)|后台|後台|超出\S{0,4}范围|超出\S{0,4}範圍|遥测|遙測|上传|上傳|发到|發到|发送|發送"
    # ja
    r"|黙って実行|こっそり実行|悄悄执行|悄悄執行|몰래\s*실행|молча\s+выполн\w*|heimlich\s+ausführ\w*|silencieusement"
    r"|外部(?:サーバー|ホスト)|外部に|外部へ|バックグラウンド|範囲外|テレメトリ|アップロード|送信|送って|送った"
    # ko
    r"|외부(?:로|\s*서버)|백그라운드|범위\s*밖|텔레메트리|업로드|보낸|보내는|올린|전송|나가는\s*(?:네트워크|요청)|네트워크\s*요청"
)
_VENUE: Final = re.compile(
    r"resúmen\w*|revisor\w*|ревьюер\w*|sortie\s+du\s+terminal|nutzer\w*|benutzer\w*|anwender\w*|\bkunde\w*|entwickler\w*|zusammenfassung\w*|bericht\w*|antwort\w*"
    r"|commit\w*|review\w*|\bdiff\w*|changelog|protokoll\w*|utilisateur\w*|\bclient\w*|développeur\w*|résumé\w*"
    r"|rapport\w*|réponse\w*|\bjournal|usuari[oa]\w*|cliente\w*|desarrollador\w*|resumen\w*|informe\w*"
    r"|respuesta\w*|usuário\w*|utilizador\w*|desenvolvedor\w*|resumo\w*|relatório\w*|resposta\w*"
    r"|пользовател\w*|клиент\w*|разработчик\w*|сводк\w*|отч[её]т\w*|ответ\w*|коммит\w*|ревью|истори\w*"
    r"|用户|用戶|使用者|客户|客戶|开发者|開發者|总结|總結|摘要|报告|報告|回复|回覆|提交|日志|日誌"
    r"|ユーザー|利用者|開発者|要約|レポート|報告|返信|回答|コミット|差分|履歴|ログ"
    r"|사용자|개발자|고객|요약|보고|답변|커밋|기록|로그"
)
_SENTENCE: Final = re.compile(r"[.!?。！？](?:\s|$)|[;；]")

NEEDLES: Final = (
    "bestätig", "rückfrage", "nachzufragen", "nachfragen", "zustimmung", "confirm", "validation",
    "mon accord", "pregunt", "consult", "pergunt", "autoriza", "подтвержд", "уточн", "спрашива",
    "согласова", "abfrage", "问", "問", "确认", "確認", "征求", "请示", "承認", "了承", "확인", "묻지", "물어보지", "승인", "허락",
)  # fmt: skip
HIDE_NEEDLES: Final = (
    "erwähn", "verschweig", "nichts", "weg", "auftauchen", "zeig", "verheimlich", "wissen",
    "mentionne", "dis ", "signale", "informe", "montre", "omet", "silence", "cachez", "cache-", "cache à", "caches à",
    "cache au", "évite", "retire", "mejor no", "лучше не", "упоминать", "melhor não", "言わず", "tais", "tait", "taire",
    "cuentes", "digas", "menciones", "mencionaras", "mencionases", "contaras", "dijeras", "muestres", "incluyas", "omit", "ocult", "aparecer", "evit",
    "calla", "fuera", "não", "escond", "saber",
    "не ", "скрой", "скройте", "исключи", "gehör", "скрыва", "умолч", "утаи",
    "告诉", "告訴", "写进", "寫進", "不要提", "别提", "別提", "略去", "隐瞒", "隱瞞", "瞒着", "瞞著",
    "透露", "省略", "不提", "知道", "伝えない", "知らせない", "含めない", "省", "触れない",
    "言わない", "書かない", "伏せ", "隠", "黙って", "보여주",
    "알리지", "넣지", "빼", "숨기", "쓰지", "말하지", "몰라도", "언급하지", "적지",
)  # fmt: skip


def confirmation_waived(line: str) -> tuple[int, int] | None:
    """The span of a waived confirmation before destructive acts or under a blanket approval."""
    if _DESCRIBED.search(line):
        return None
    blanket = _BLANKET.search(line)
    destructive = _DESTRUCTIVE.search(line) is not None
    for c in _CONF.finditer(line):
        lo, hi = max(0, c.start() - _WINDOW), min(len(line), c.end() + _WINDOW)
        before = line[max(0, c.start() - 25) : c.start()]
        if _ALWAYS_ASK.search(before):
            continue
        w = ORDER_WAIVE.search(line, lo, hi)
        if w is not None and (destructive or blanket is not None):
            return min(w.start(), c.start()), max(w.end(), c.end())
        w = _WITHOUT.search(line, lo, c.start() + 1) or _WITHOUT.search(line, c.end(), hi)
        if (
            w is not None
            and (
                blanket is not None
                or _DESTROY_ORDER.search(line)
                or _PERMIT.search(line)
                or _TOOL_ORDER.search(line)
            )
            and not _ONLY_SCOPE.search(line)
        ):
            return min(w.start(), c.start()), max(w.end(), c.end())
    return None


needing(confirmation_waived, (ORDER_WAIVE, _WITHOUT))  # (searched near each confirmation)


def own_acts_hidden(line: str) -> tuple[int, int] | None:
    """The span of an order to hide one of the agent's covert acts from the user or the record."""
    for h in _HIDE.finditer(line):
        start = 0
        for m in _SENTENCE.finditer(line, 0, h.start()):
            start = m.end()
        end_m = _SENTENCE.search(line, h.end())
        end = end_m.start() if end_m is not None else len(line)
        a = _OWN_ACT.search(line, start, end)
        if a is not None and _VENUE.search(line, start, end):
            return min(a.start(), h.start()), max(a.end(), h.end())
    return None


needing(own_acts_hidden, (_HIDE,), (_OWN_ACT,), (_VENUE,))  # (searched in the sentence)


RULES: Final = (
    (POLICY, unquoted(confirmation_waived), NEEDLES),
    (CONCEAL, unquoted(own_acts_hidden), HIDE_NEEDLES),
)
"""The two classes with their needles, for ``injection_classes._RULES``."""
