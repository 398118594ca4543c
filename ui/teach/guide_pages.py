"""How to Play's pages: for each one idea, its headline, one sentence on why, more behind *More*, the rules it
rests on, the puzzle that practises it and its picture (drawn by the game itself: the real mat or card faces).
The dialog that shows them is :mod:`ui.teach.guide`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from attrs import evolve
from PySide6.QtGui import QImage

from ui.mat.layout import Box, MatLayout
from ui.teach import guide_pictures as pics
from ui.teach.guide_pictures import Mark


@dataclass(frozen=True)
class Page:
    """One page of the guide."""

    key: str
    title: str
    headline: str
    why: str
    more: tuple[str, ...]
    rules: tuple[str, ...]
    picture: Callable[[], QImage]
    chapter: str = ""
    """The chapter the page opens or continues; the rules pages have none."""
    puzzle: str = ""
    """The name of the puzzle that plays this page's idea (``assets/puzzles``)."""


HQ = ("Ace Reporter", "CB Radio", "Sleeveless Jack", "The Colors that Never Run", "Nosy But Nice")


def _turn() -> QImage:
    from bigtrouble.teaching.position import position

    s = position(
        names=("Jack", "Wang"),
        hands=[["Chang Sing Strategist", "Chang Sing Warrior", "Chang Sing Strategist", "Sleeveless Jack"]],
        played=[["Chang Sing Warrior", "Chang Sing Warrior"]],
        attack=2,
        recruit=0,
        city={"sewers": "Wing Kong Thug"},
        hq=HQ,
    )

    def marks(lay: MatLayout) -> list[Mark]:
        return [
            Mark("number", start=(lay.villain_deck.cx, lay.villain_deck.y + 14), label="1", note="a Villain card"),
            Mark("number", start=(lay.hand.x + 20, lay.hand.y - 4), label="2", note="play your hand"),
            Mark("number", start=(lay.end_turn.right - 10, lay.end_turn.y - 16), label="3", note="End Turn"),
        ]

    return _with_layout(s, None, marks)


def _with_layout(
    state: object, crop: Callable[[MatLayout], Box] | None, marks: Callable[[MatLayout], list[Mark]]
) -> QImage:
    from ui.mat.layout import compute

    lay = compute(*pics.MAT_SIZE)
    return pics.mat_picture(state, crop, marks(lay))  # type: ignore[arg-type]


def _city() -> QImage:
    from bigtrouble.teaching.position import position

    s = position(
        city={"sewers": "Wing Kong Thug", "bank": "Wing Kong Looter", "rooftops": "Floating Eye", "bridge": "Wild Man"},
        captives={"bridge": ["Bystander"]},
        hq=HQ,
    )

    def crop(lay: MatLayout) -> Box:
        return lay.escaped.union(lay.villain_deck).union(lay.city_labels[0]).union(lay.hq[0]).inset(-8)

    def marks(lay: MatLayout) -> list[Mark]:
        c = lay.city
        out = [Mark("arrow", start=(lay.villain_deck.x + 6, c[0].cy), end=(c[0].right - 6, c[0].cy), label="enters")]
        out += [
            Mark("arrow", start=(c[i].x + 10, c[i].bottom - 20), end=(c[i + 1].right - 10, c[i].bottom - 20))
            for i in (0, 1, 2)
        ]
        out.append(Mark("arrow", start=(c[4].x + 10, c[4].cy), end=(lay.escaped.right - 10, c[4].cy), label="escapes"))
        out.append(Mark("box", box=lay.hq[4].union(lay.hq[0]), label="an escape KOs a Hero here"))
        return out

    return _with_layout(s, crop, marks)


def _hq() -> QImage:
    from bigtrouble.teaching.position import position

    s = position(city={"streets": "Wing Kong Gunman"}, hq=HQ)

    def crop(lay: MatLayout) -> Box:
        return lay.city[4].union(lay.uncle_chu).union(lay.city_labels[0]).union(lay.chinatown_hq).inset(-8)

    def marks(lay: MatLayout) -> list[Mark]:
        return [
            Mark("box", box=lay.hq[3].union(lay.hq[2]), label="beneath Chinatown"),
            Mark("box", box=lay.uncle_chu, label="always for sale"),
        ]

    return _with_layout(s, crop, marks)


def _classes() -> QImage:
    return pics.cards_picture(
        ["Nosy But Nice", "The Colors that Never Run", "Six Demon Bag", "Sleeveless Jack", "CB Radio", "Uncle Chu"],
        ["Covert", "Instinct", "Magic", "Strength", "Tech", "grey"],
        icons=["covert", "instinct", "magic", "strength", "tech", ""],
    )


def _triggers() -> QImage:
    return pics.cards_picture(
        ["CB Radio", "6.9 on the Richter Scale"], ["1st: a Tech card", "2nd: its Tech: works"], arrows=True
    )


def _keywords() -> QImage:
    # three cards, not more: at five their printed keywords were some 6 px high at 1366x768
    return pics.cards_picture(
        ["Spirit Warrior", "Catacomb Monster", "Chinatown Brawler"], ["Ambush, Fight", "Ambush, Escape", "Chinatown"]
    )


def _deck() -> QImage:
    return pics.cards_picture(
        ["Chang Sing Strategist", "Chang Sing Warrior", "Bus Driver", "Dim Sum Cook"],
        ["6 of these", "4 of these", "+ 2 at random", "from the Mediocre pile"],
    )


def _mastermind() -> QImage:
    from bigtrouble.teaching.position import find_card

    mm = find_card("Six Shooter")
    assert mm.mastermind is not None
    return pics.cards_picture(
        ["Six Shooter", mm.mastermind.tactics[0], "Master Strike"], ["4 Tactics", "a Tactic", "Master Strike"]
    )


def _scheme() -> QImage:
    return pics.cards_picture(["Forge Crime Syndicate", "Scheme Twist"], ["the Scheme", "each Twist"], arrows=False)


def _showdown() -> QImage:
    from bigtrouble.teaching.position import position

    s = position(
        names=("Jack", "Wang"),
        hands=[["Sleeveless Jack", "Chang Sing Strategist", "The Colors that Never Run", "Chang Sing Warrior"]],
        played=[["CB Radio", "6.9 on the Richter Scale"]],
        attack=5,
        recruit=3,
        tactics=(),
        hq=HQ,
    )
    from bigtrouble.model import Phase, Showdown

    s = evolve(s, phase=Phase.SHOWDOWN, showdown=Showdown(order=(0, 1)), turn=evolve(s.turn, showdown=True))

    def marks(lay: MatLayout) -> list[Mark]:
        return [Mark("box", box=lay.attack.union(lay.recruit), label="Showdown Total: Recruit + Attack")]

    return _with_layout(s, None, marks)


def _runs_out() -> QImage:
    from bigtrouble.teaching.position import position

    s = position(villain_deck=[], hero_deck=[], hq=HQ, bystanders=[], wounds=3)

    def crop(lay: MatLayout) -> Box:
        return lay.villain_deck.union(lay.mediocre).inset(-34)

    def marks(lay: MatLayout) -> list[Mark]:
        return [
            Mark("box", box=lay.villain_deck, label="0: a draw"),
            Mark("box", box=lay.hero_deck, label="0: a draw"),
            Mark("box", box=lay.bystanders, label="0: play on"),
        ]

    return _with_layout(s, crop, marks)


def _thin() -> QImage:
    return pics.cards_picture(
        ["Wing Kong Thug", "Chang Sing Strategist", "Phone Company Disguise"],
        ["Fight: may KO grey", "KO it: one less", "Covert: may KO"],
    )


def _buy() -> QImage:
    return pics.cards_picture(
        ["Chang Sing Strategist", "Chang Sing Warrior", "Lo Pan's Prize"],
        ["6: Recruit", "4: Attack", "buy Attack"],
    )


def _balance() -> QImage:
    return pics.cards_picture(["Six Demon Bag", "Wing Kong Hatchet Man"], ["+2 Attack or Recruit?", "on the Bridge"])


def _first() -> QImage:
    return pics.cards_picture(
        ["Spirit Warrior", "Wing Kong Thug"], ["1st: draws cards", "2nd: with the new cards"], arrows=True
    )


def _heal() -> QImage:
    return pics.cards_picture(["Wound", "Wing Kong Thug"], ["heal on a quiet turn", "fight if it would escape"])


PAGES: tuple[Page, ...] = (
    Page(
        "turn",
        "A turn",
        "A Villain arrives, you play, then draw six.",
        "Every turn has the same three steps, so you always know what comes next.",
        (
            "1. The top card of the Villain Deck is played for you.",
            "2. Play cards from your hand: they add Recruit and Attack, each counted in its own box. "
            "Recruit Heroes and fight Villains in any order.",
            "3. End Turn: every card you played or kept goes to your discard pile, and you draw 6.",
        ),
        ("R41", "R64", "R65", "R77", "R92", "R93"),
        _turn,
    ),
    Page(
        "deck",
        "Your starting deck",
        "6 Strategists, 4 Warriors and 2 Mediocre Heroes.",
        "Strategists give 1 Recruit, Warriors 1 Attack, and the two Mediocre Heroes each add a small ability.",
        (
            "The two Mediocre Heroes are dealt from the Mediocre pile on the mat, shuffled face down at setup.",
            "Every Hero you recruit goes to your discard pile and joins this deck at the next shuffle.",
            "Starting cards are grey: they set off no class ability.",
        ),
        ("R8", "R9", "R70"),
        _deck,
    ),
    Page(
        "city",
        "The city and pushing",
        "Villains enter the Sewers and push the rest.",
        "A Villain pushed off the Bridge escapes, and every escape hurts the team.",
        (
            "The city runs Sewers, Bank, Rooftops, Streets, Bridge; one Villain per space.",
            "A new Villain pushes only if its space is taken; the push can ripple along.",
            "On an escape, an HQ Hero costing 6 or less is KO'd; if the Villain held Bystanders, "
            "each player discards one card, just once however many it held.",
            "A Bystander from the Villain Deck is captured by the Villain nearest the Deck; "
            "if the city is empty, the Mastermind captures it.",
            "A Bystander, Twist or Master Strike from the Villain Deck pushes nobody.",
        ),
        ("R43", "R45", "R46", "R47", "R49", "R50", "R53"),
        _city,
    ),
    Page(
        "hq",
        "The HQ and recruiting",
        "Spend Recruit to hire Heroes from the HQ.",
        "A new Hero goes to your discard pile and joins your deck at the next shuffle.",
        (
            "An empty HQ space refills at once from the Hero Deck, and the new Hero can be recruited the same turn.",
            "Uncle Chu can always be recruited from his own stack too.",
            "HQ beneath Chinatown: the two spaces under Rooftops and Streets. Some cards and Schemes "
            "act on the Hero there when a Villain stands above it.",
        ),
        ("R78", "R79", "R81", "R82", "R147"),
        _hq,
    ),
    Page(
        "classes",
        "Classes and their icons",
        "Five classes, one icon each, plus grey.",
        "A card's colour and corner icon say its class, and class abilities look for it.",
        (
            "Covert: a red mask. Instinct: a yellow eye. Magic: a blue spiral. "
            "Strength: a green fist. Tech: a grey gear.",
            "Grey Heroes (starting cards, Mediocre Heroes, Uncle Chu) have no class: "
            "they are Heroes, but set off no class ability.",
        ),
        ("R69", "R70", "R71", "R72"),
        _classes,
    ),
    Page(
        "triggers",
        "Class triggers",
        "\u201cTech:\u201d needs another Tech card played first.",
        "Play the plain card first and the card with the trigger second, or its bonus is lost.",
        (
            "The card itself never counts: it needs a different card of that class, played earlier this turn.",
            "A card with several triggers checks each one on its own.",
            "On your hand, a trigger that would work now is marked; hover one that would not to see why.",
        ),
        ("R73", "R74", "R75", "R76"),
        _triggers,
    ),
    Page(
        "keywords",
        "Keywords on the cards",
        "Ambush, Fight, Escape: when a Villain's text happens.",
        "Hover any keyword on a card to see what it means.",
        (),
        ("R52", "R87", "R51", "R122", "R118", "R146"),
        _keywords,
    ),
    Page(
        "mastermind",
        "The Mastermind and Tactics",
        "Beat the Mastermind once for each Tactic.",
        "Each fight takes one random Tactic with its own effect; the last one ends his reign.",
        (
            "Fighting him costs Attack equal to his Attack, which bonuses may raise.",
            "He is not a Villain: cards about Villains never touch him.",
            "A Master Strike from the Villain Deck makes him act, as his card says.",
        ),
        ("R96", "R98", "R99", "R100", "R101", "R62"),
        _mastermind,
    ),
    Page(
        "scheme",
        "Schemes: how Evil wins",
        "The Scheme says how Evil wins.",
        "Each Scheme Twist moves it on; when its Evil Wins comes true, everyone loses.",
        (
            "The Scheme's Setup says how many Twists go into the Villain Deck.",
            "A Twist does what the Scheme's Twist line says, then goes to the KO pile.",
            "Evil wins at once, even in the middle of a turn.",
        ),
        ("R14", "R15", "R59", "R60", "R4", "R5"),
        _scheme,
    ),
    Page(
        "showdown",
        "The Final Showdown",
        "After the last Tactic: one Showdown Turn each.",
        "Play for the biggest Recruit plus Attack; the winner takes the Mastermind card.",
        (
            "The player who took the last Tactic finishes the turn; then everyone, starting on the left, "
            "plays one Showdown Turn.",
            "No Villain card is played, nobody recruits or fights, and nobody draws after it.",
            "A tie brings a Cliffhanger: the tied players draw 6 and go again.",
            "Then the team has won, and the most VP wins on their own.",
        ),
        ("R103", "R104", "R105", "R106", "R110", "R112", "R113", "R114"),
        _showdown,
    ),
    Page(
        "runs_out",
        "When a deck runs out",
        "If the Hero or Villain Deck empties: draw.",
        "The turn is finished, then the game ends with no team win; most VP still wins alone.",
        (
            "An empty Bystander, Wound or Uncle Chu stack changes nothing: that card simply is not gained.",
            "Your own deck never runs out: when you must draw from it empty, shuffle your discard pile.",
            "Nothing ever comes back out of the KO pile.",
        ),
        ("R138", "R139", "R140", "R141", "R94", "R95"),
        _runs_out,
    ),
    Page(
        "thin",
        "Thin your deck",
        "KO your starters when a card offers it.",
        "Fewer weak cards: your best Heroes come round more often.",
        (
            "The game's bots measured it: over 1,200 seeded two-player games, the bot that KOs its starters "
            "when offered won 51% of games; the same bot keeping them won 45% "
            "(5 points more; 95% interval 3 to 8 points).",
            "Fight before you play out your hand: a KO from your hand needs a card still there.",
            "With Ching Dai as Mastermind, each KO'd Strategist makes him stronger: think twice.",
        ),
        ("R118", "R119", "R174"),
        _thin,
        chapter="Playing well",
        puzzle="thin-your-deck",
    ),
    Page(
        "buy",
        "Buy for your next turns",
        "Recruit what your deck lacks.",
        "A Hero you recruit plays again each time your deck comes round.",
        (
            "Your starting deck makes more Recruit than Attack: 6 Strategists, 4 Warriors.",
            "So early on, a Hero with Attack helps most.",
            "Once fights are easy, buy Recruit and card draw again.",
        ),
        ("R79", "R92", "R94"),
        _buy,
        chapter="Playing well",
        puzzle="buy-for-later",
    ),
    Page(
        "balance",
        "Attack against Recruit",
        "Fight what can't wait; recruit with the rest.",
        "A Hero waits in the HQ; a Villain on the Bridge does not.",
        (
            "Before you choose +2 Attack or +2 Recruit, look at the Bridge.",
            "An escape KOs a Hero from the HQ and may cost each hand a card.",
            "Beaten Villains are VP now; Heroes win fights later.",
        ),
        ("R47", "R49", "R50", "R79", "R84"),
        _balance,
        chapter="Playing well",
        puzzle="attack-or-recruit",
    ),
    Page(
        "first",
        "Which Villain first",
        "Fight first what helps your next fight.",
        "Some Fight lines draw cards, and some Villains make the Mastermind stronger, so order matters.",
        (
            "A Villain whose Fight draws cards: beat it first, then play what you drew.",
            "Six Shooter grows with his gang: beat the gang before him.",
            "Otherwise, the Villain nearest the Bridge first.",
        ),
        ("R84", "R87", "R47"),
        _first,
        chapter="Playing well",
        puzzle="which-villain-first",
    ),
    Page(
        "heal",
        "When to heal",
        "Heal on a quiet turn.",
        "Healing costs the turn's fights and recruits; an escape costs more.",
        (
            "Heal when nothing in reach would escape and nothing worth buying fits.",
            "If a Villain on the Bridge would escape, fight it; the Wounds can wait.",
            "Uncle Chu KOs a Wound without costing you the turn.",
        ),
        ("R134", "R135", "R136", "R133"),
        _heal,
        chapter="Playing well",
        puzzle="heal-later",
    ),
)


@cache
def picture(key: str) -> QImage:
    """The page's picture, drawn the first time it is asked for (:data:`ui.teach.guide_pictures.SIZE`)."""
    page = next(p for p in PAGES if p.key == key)
    return page.picture()


@cache
def puzzle_title(name: str) -> str:
    """The title of the puzzle called ``name`` (the name itself if no puzzle file has it)."""
    from bigtrouble.teaching.puzzles import puzzles_and_problems

    return next((p.title for p in puzzles_and_problems()[0] if p.name == name), name)


def keyword_lines() -> tuple[str, ...]:
    """The keywords page's "More": the glossary's own words, the same as every tooltip."""
    from bigtrouble.rules import glossary

    wanted = ("ambush", "fight", "escape", "rescue", "ko", "chinatown", "printed", "bystander", "wound", "grey")
    return tuple(f"{glossary.term(k).name}: {glossary.term(k).words}" for k in wanted)


def more_lines(page: Page) -> tuple[str, ...]:
    """What "More" shows on ``page``."""
    return keyword_lines() if page.key == "keywords" else page.more
