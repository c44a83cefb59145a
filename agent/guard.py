"""Layer two against planted instructions: refuse a note that reads as an order to the assistant.

Notes saved with ``remember(text, replaces)`` go into every session that recalls them, so an instruction saved by
mistake (say, planted in a pasted log line, email or code comment) would act again and again. Layer one, the
prompt, asks the model to save only facts about the user's setup; this check runs in code before a note is
stored, so it holds even when the model is fooled. It refuses role markers ("AI assistant:", "[INST]"), messages
to the AI, overrides ("ignore previous instructions"), lasting behaviour ("remember permanently", "from now on"),
orders ("you must", "do not tell the user", a clause opening with a command verb) and requests to switch security
off ("turn off rate limiting"), in English, German, French, Spanish and partly Italian; descriptive facts pass.
Known limits: an unseen paraphrase can pass, and generic "you must be on the VPN to ..." facts are refused.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    """The guard's decision on one note, with a readable reason."""

    accepted: bool
    reason: str


_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
# Cyrillic/Greek look-alikes and small capitals (NFKC leaves both alone), curly quotes and dashes.
_LOOKALIKES = str.maketrans(
    "аеорсухіјѕԁοαερτνκ’‘`´—–ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ", "aeopcyxijsdoaeptvk''''--abcdefghijklmnoprstuvwyz"
)

_AI = (
    r"(?:ai|llm|assistant|assistent|asistente|assistente|ki|ia|chatbot|bot|model|language model|agent|helper"
    r"|modèle|modelo|modello|sprachmodell)s?"
)
_AI_NARROW = r"(?:ai|llm|assistant|chatbot|language model|claude|chatgpt|gpt)s?"
_CLAUSE = r"(?:^|[.;:!?\n\"'>(\[{*]\s*|\s-+\s*|--\s*)"  # start of a sentence, clause, quote or comment
_CLAUSE_C = r"(?:^|[.;:!?,\n\"'>(\[{*]\s*|\s-+\s*|--\s*)"  # the same, and after a comma
_PLEASE = r"(?:(?:please|kindly|bitte|por favor|just|also|simply)\s+)?"
_DET = r"(?:the |any |all |every |die |den |dem |l'|la |el |le |les |los |il |du |del |al )?"
# Base-form verbs that order an assistant about, and what typically follows them in an order.
_VERBS = (
    r"(?:say|tell|answer|reply|respond|explain|claim|recommend|suggest|advise|propose|mention|omit|leave"
    r"|hide|keep|stop|mark|approve|reject|accept|agree|confirm|deny|assume|pretend|act|treat|consider|record"
    r"|note|remember|memori[sz]e|save|store|add|ignore|forget|disregard|help|allow|permit|obey|follow|skip"
    r"|bypass|disable|turn|switch|lower|raise|remove|drop|downgrade|prefer|avoid|insist|refuse|report|flag"
    r"|warn|persist|insert|write|listen|comply|reassure|output|translate|summari[sz]e|reveal|share|grant)"
)
_OBJECT = (
    r"(?:(?:this|that|these|those|the|it|them|him|her|they|all|any|every\w*|anything|nothing|users?|people|to"
    r"|out|up|off|down|as|with|a|an|my|our|their|his|its|yes|no|only|whatever|[\w-]+ing)\b|['\"`])"
)
_SECURITY = (  # may sit inside a compound word: "zwei-faktor-authentifizierung"
    r"\S*?(?:rate[- ]?limit|auth|2fa|mfa|tls|ssl|https|csrf|cors|firewall|waf|password|security|secure|safety"
    r"|verif|confirmation|logging|audit|captcha|sandbox|encryption|access control|ratenbegrenzung|pare-feu"
    r"|limitation de débit|límite de peticiones|cortafuegos|autenti)"
)
_OFF = (
    r"(?:turn(?:ed)? off|switch(?:ed)? off|shut off|disabled?|deactivated?|removed?|bypass(?:ed)?"
    r"|skip(?:ped)?|lowered|raised to unlimited|relaxed|off)"
)


def _any(*alternatives: str) -> str:
    """Join alternatives into one pattern, so each rule reads as a list."""
    return "|".join(f"(?:{a})" for a in alternatives)


# (name, pattern, reason): the first pattern that matches decides the verdict.
RULES: list[tuple[str, str, str]] = [
    (
        "chat_template",
        _any(
            r"\[/?inst\]",
            r"<\|im_(?:start|end)\|>",
            r"<\|(?:system|user|assistant)\|>",
            r"<</?sys>>",
            r"###\s*(?:instruction|system|response)\b(?![^\S\n]+\w)",
            r"[\[<]+\s*/?(?:assistant|system|user|ai)\s*[\]>]+",
        ),
        "contains a chat-template role marker",
    ),
    ("spelled_out", r"\b(?:\w ){7,}\w\b", "spells words out letter by letter"),
    (
        "role_marker",
        _any(
            _CLAUSE + r"(?:(?:ai|ki|ia)[\s-]*)?(?:system(?: override| prompt| message)?|ai|ki|llm)\)?\s*:",
            r"(?<!home )\b(?:(?:ai|ki|ia)[\s-]*)?(?:assistant|assistent|asistente|assistente|ai|ki|llm|chatgpt|claude"
            r"|copilot)\)?\s*:",
            _CLAUSE + r"(?:bot|chatbot|reviewer)\s*:",
            _CLAUSE + r"(?:ai\s+)?assistant\s*,",
            r",\s*(?:ai|assistant|claude|chatgpt)\s*[.!]?$",
            r"\b(?:hey|psst|ok|okay|yo|listen|attn)[,!]?\s+(?:the\s+)?"
            r"(?:assistant|ai|llm|model|bot|copilot|chatgpt|claude|gemini)\b",
            r"\b(?:assistant|ai|llm|ki|ia)[\s-]+(?:note|notice|instruction|hint|directive|memo)\b",
        ),
        "addresses the assistant",
    ),
    (
        "note_to_ai",
        _any(
            r"\b(?:note|notice|message|hint|reminder|attention|attn|instructions?|instrucción|directive|tip|memo|task"
            r"|todo|update|hinweis|nachricht|anweisung|remarque|consigne|mensaje|nota|aviso|important)\b(?:\s+\S+){0,2}?"
            r"\s+(?:(?:to|for|fürs?|pour|para|an|à|per)\s+)?"
            + _DET
            + r"(?:\S+ )?"
            + _AI
            + r"\b(?!\s+(?:team|group|department|lab|project|feature|box|server|cluster)s?\b)",
            _CLAUSE + r"(?:to|for|fürs?|pour|para|per|an)\s+" + _DET + r"(?:\S+ )?" + _AI + r"\s*:",
            r"\b(?:dear|hey|hi|hello)\s+(?:claude|chatgpt|gpt|gemini|copilot|assistant|ai)\b",
            r"\bas an? (?:ai|assistant|language model|llm)\b",
            _AI + r"\s+(?:reading|processing|parsing|summari[sz]ing"
            r"|seeing|analy[sz]ing)\b",
            r"\b(?:whoever|whatever|whichever|anyone|anybody|everyone|any \w+)\s+(?:\w+\s+)?"
            r"(?:reads?|reading|sees?|processes|ingests?|parses|consumes|summari[sz]es)\s+this\b",
        ),
        "is a message to the AI",
    ),
    (
        "override",
        _any(
            r"\b(?:ignore|ignorez|ignora|ignoriere|ignorieren|disregard|forget|oublie|oubliez|olvida|olvide|olvídate"
            r"|vergiss|vergesst|dimentica|override)\b(?:\s+\S+){0,4}?\s+(?:instructions?|instrucciones|istruzioni"
            r"|anweisungen|rules|règles|regeln|reglas|regole|guidelines|directives|prompts?|safety|consignes"
            r"|richtlinien)\b",
            r"\b(?:forget|vergiss|oublie|olvida|ignore|disregard)\s+(?:everything|alles|tout|todo)\b",
            r"\bdisregard\b",
        ),
        "tries to override the assistant's instructions",
    ),
    (
        "your_rules",
        r"\b(?:your|deine[nm]?|tes|vos|tus|tue)\s+(?:memory|notes|instructions|rules|guidelines|system"
        r" prompt|programming|directives|job|task|role|purpose|regeln|anweisungen|règles|reglas|instrucciones|regole"
        r"|istruzioni)\b",
        "talks about the assistant's own rules, memory or job",
    ),
    (
        "new_instructions",
        r"\b(?:new|neue|nouvelles?|nuevas?|nuove)\s+(?:instructions|anweisungen|instrucciones"
        r"|istruzioni|consignes|rules|regeln|directives|orders)\b(?!\s+(?:for|on|about|in)\s+(?!(?:the\s+|any\s+)?"
        r"(?:you|" + _AI + r")\b))",
        "announces new instructions",
    ),
    (
        "persist",
        _any(
            r"\bremember\b(?:\s+\S+){0,5}?\s+(?:permanently|forever)\b",
            _CLAUSE + _PLEASE + r"(?:save|store|keep|memori[sz]e)\s+(?:this|that|a note|the following|permanently"
            r"|forever)\b",
            _CLAUSE + _PLEASE + r"(?:insert|persist|add|write|put|commit|save|store|record|note)\b"
            r"[^.]{0,40}\b(?:memory|notes)\b",
            r"\bremember\s*(?:that\b|this\b|:)",
            _CLAUSE + _PLEASE + r"remember\b",
            r"\b(?:keep in mind|note down|jot down|make a note|take note)\b",
            r"\bmerke?\s+dir\b",
            r"\b(?:retiens|souviens-toi|mémorise|recuerda|memoriza)\b",
            r"\b(?:für immer|pour toujours|para siempre"
            r"|per sempre)\b",
            r"\b(?:standing|permanent|persistent)\s+(?:order|rule|instruction)|\b(?:consigne|regla"
            r"|instrucción|regel|anweisung)\s+(?:permanente?|dauerhafte?)\b",
        ),
        "asks the assistant to remember something for good",
    ),
    (
        "from_now_on",
        _any(
            r"\b(?:from now on|from here on|from this (?:point|moment)|from today|henceforth|going (?:forward|ahead)"
            r"|each time you|every time you|ab jetzt|ab sofort|ab heute|von nun an|künftig|in zukunft|à partir de"
            r" maintenant|dès aujourd'hui|désormais|dorénavant|à l'avenir|a partir de (?:ahora|hoy)|desde (?:ahora|hoy)"
            r"|de ahora en adelante|en adelante|a partir de agora|d'ora in poi|da (?:ora|adesso|oggi) in poi)\b",
            r"\b(?:for|in)\s+(?:all\s+|every\s+)?(?:future|later|subsequent)\s+(?:sessions?|chats?|conversations?"
            r"|answers?|replies|responses)\b",
            r"\b(?:in|at|à|en|bei)\s+(?:every|each|chaque|cada|jeder)\s+(?:future\s+)?"
            r"(?:conversation|session|chat|answer|reply|response|conversación|respuesta|unterhaltung|antwort|sitzung)\b",
            r"\b(?:respuestas|conversaciones) futuras\b",
        ),
        "asks for behaviour in future conversations",
    ),
    (
        "you_must",
        _any(
            r"\byou\s+(?:must|should|shall|need to|have to|are to|are now|'re now)\b",
            r"\byou're now\b",
            r"\b(?:du\s+(?:musst|sollst)|(?:musst|sollst)\s+du|tu dois|vous devez|debes|tienes que|devi)\b",
            r"\b(?:make sure you|be sure to|if you could|would you mind)\b",
            r"\b(?:could|would)\s+you\b(?!\s+believe)",
            r"\b(?:can|will)\s+you\s+(?:please|always|never|remember|stop|keep|make sure)\b",
            r"\byou\s+(?:will|shall)\s+(?:always\s+|never\s+|now\s+)?" + _VERBS + r"\b",
            r"\byou\s+(?:are|were)\s+(?:now\s+)?(?:permitted|allowed|authori[sz]ed|whitelisted|cleared|free)\b",
        ),
        "gives the assistant an order ('you must')",
    ),
    (
        "wants_you_to",
        _any(
            r"\b(?:wants?|would like|'d like|likes?|needs?|asks?|asked|expects?|requires?|authori[sz]ed|allows?|allowed"
            r"|permits?|told|instructs?|whitelisted|cleared|trusts?)\s+(?:the\s+|any\s+|our\s+)?(?:you|"
            + _AI_NARROW
            + r")\s+to\b",
            r"(?<!our )(?<!my )\b" + _AI_NARROW + r"(?:\s+\w+)?\s+(?:should|must|shall|will|needs? to"
            r"|has to|is to|are to|is allowed|may|no longer|don't|do not|needn't)\b(?!\s+be\s+\w+(?:ed|en)\b)",
            r"\b" + _AI + r"(?:\s+\w+)?\s+(?:should|must|shall|will|needs? to|has to|is to|are to)\s+(?:always\s+"
            r"|never\s+|not\s+|also\s+)?" + _VERBS + r"\b",
            r"\bthe\s+(?:correct|right|only|standard|official|expected)\s+(?:answer|response|reply)\b",
        ),
        "tells the assistant how to behave",
    ),
    (
        "hide_or_tell",
        _any(
            r"(?<!we )(?<!they )\b(?:do not|don't|never)\s+(?:\w+\s+)?(?:mention|tell|reveal|report|bring up"
            r"|disclose|inform|warn|say|flag)\b",
            r"\btell\s+(?:the\s+user|nobody|no one|anyone)\b",
            r"\b(?:keep|stay)\s+(?:quiet|silent)\b",
            r"\bsage?\s+dem\s+(?:be)?nutzer\b",
            r"\b(?:erwähne|sag)\s+(?:\S+\s+)?(?:nie|niemals|nichts)\b",
            r"\bdis\s+(?:rien\s+|pas\s+)?à\s+l'utilisateur\b",
            r"\bne\s+(?:dis|mentionne|signale)\s+(?:plus\s+)?(?:jamais|rien|pas)",
            r"\b(?:no\s+le\s+digas|dile|(?:nunca|no)\s+(?:menciones|digas|reveles|hables))\b",
            r"\bnon\s+(?:menzionare|dire|segnalare|rivelare)\b",
            r"\b(?:should|if|when)\s+anyone\s+asks?\b",
        ),
        "tells the assistant what to say or hide from the user",
    ),
    (
        "when_you",
        _any(
            r"\bwhen(?:ever)?\s+you\s+(?:next\s+)?(?:talk|answer|reply|respond|speak|generate|write|summari[sz]e|see"
            r"|are asked)\b",
            r"\b(?:when(?:ever)?|if)\s+(?:the\s+user\s+asks?|asked)\b[^.;]{0,60},\s*(?:always\s+"
            r"|never\s+)?(?:recommend|say|tell|answer|reply|respond|suggest|claim|pretend|insist|advise|confirm)\b",
        ),
        "tells the assistant how to answer",
    ),
    (
        "imperative",
        _any(
            _CLAUSE + _PLEASE + r"(?:always|never|ignore|forget|do not|don't|tell|respond|reply|answer|say|treat"
            r"|approve|stop|recommend|suggest|act as|pretend|override|reveal|update|assume|prefer|propose)\s",
            _CLAUSE_C + _PLEASE + _VERBS + r"\s+" + _OBJECT,
            _CLAUSE_C + r"(?:always|never)\s+" + _VERBS + r"\b",
            r"\b(?:so|then|and)\s+(?:please\s+)?(?:suggest|recommend|tell|say|answer|reply|respond|advise|propose|treat"
            r"|approve|assume|pretend)\b",
            r"(?<!we )(?<!they )\b(?:always|never)\s+(?:ask|mention|tell|say|warn|flag"
            r"|report|recommend|suggest|answer|reply|respond|refuse|approve|assume|agree|confirm)\b",
            r"\b(?:respond|reply|answer|speak|talk)\s+only\b",
            r"\btreat\s+(?:this|the|any|every|all)\s+"
            r"(?:user|request|message)",
            r"\b(?:propose|propon|sugiere|recomienda|empfiehl)\w*\s+(?:de\s+)?(?:\S+\s+)?"
            r"(?:couper|désactiver|desactivar|deaktivieren|abschalten|eliminar|supprimer)\b",
            _CLAUSE_C + r"(?:réponds|dis|recommande|suggère|mentionne|oublie|retiens|garde|accepte|approuve|traite"
            r"|responde|di|recomienda|sugiere|menciona|olvida|guarda|anota|acepta|aprueba|trata|antworte|sage?"
            r"|empfiehl|erwähne|vergiss|merke|speichere|behalte|akzeptiere|genehmige|behandle|lass|verschweige)\b",
            r"\b(?:nunca|jamás)\s+\w+(?:es|as)\b",
        ),
        "is an imperative addressed to the assistant",
    ),
    (
        "policy_off",
        _any(
            r"(?:" + _CLAUSE + r"|\b(?:please|kindly|bitte|por favor)\s+)(?:turn off|switch off|shut off|disable"
            r"|deactivate|remove|bypass|skip|lower|relax|weaken)\s+(?:\S+\s+){0,4}?" + _SECURITY,
            r"\b(?:désactivez?|deaktiviere|deaktivieren sie|schalte|desactiva|disattiva)\s+(?:\S+\s+){0,4}?"
            + _SECURITY,
            r"\b(?:wants?|would like|prefers?|asks? for|requests?|veut|veulent|quiere|quieren)\s+(?:\S+\s+){0,3}?"
            + _SECURITY
            + r"\S*\s+(?:\S+\s+)?(?:"
            + _OFF
            + r"|désactivée?s?|desactivad[oa]s?)\b",
            r"\b(?:möchte|wollen|will)\s+keine?\s+" + _SECURITY,
            _SECURITY + r"\S*\s+(?:\S+\s+)?(?:must|should|needs? to|has to|is to) be\s+" + _OFF + r"\b",
            r"\b(?:should|must|can)\s+skip\s+(?:\S+\s+){0,3}?" + _SECURITY,
            _SECURITY + r"\S*\s+(?:checks\s+)?off\b\.?$",
        ),
        "asks for a security policy to be switched off",
    ),
]
_COMPILED = [(name, re.compile(pattern), reason) for name, pattern, reason in RULES]


def normalise(text: str) -> str:
    """Fold the text to one canonical form so obfuscation doesn't dodge the patterns."""
    text = unicodedata.normalize("NFKC", _INVISIBLE.sub("", text)).casefold().translate(_LOOKALIKES)
    text = re.sub(r"\s*\n\s*", "\n", text)
    return re.sub(r"[^\S\n]+", " ", text).strip()


def check(text: str) -> Verdict:
    """Decide whether ``text`` may be saved as a note: facts yes, instructions no."""
    folded = normalise(text)
    if not folded:
        return Verdict(False, "refused: empty note")
    for name, pattern, reason in _COMPILED:
        match = pattern.search(folded)
        if match:
            return Verdict(False, f"refused: {reason} ({match.group(0).strip()!r}, rule {name})")
    return Verdict(True, "accepted: reads as a fact about the user's setup")
