"""`omoide entities`: what memory knows, why it thinks two spellings are one, and how to fix it.

    omoide entities                      # one line per entity: id, kind, name, aliases
    omoide entities --why                # and why each alias is that entity
    omoide entities --split ID NAME ...  # NAME(s) are someone else: never merge them again
    omoide entities --set-kind NAME KIND # NAME is a pet / person / place / org / title / thing

A correction is stored with the derived memory (``DerivedMemory.set_entity_corrections``, kept
across ``omoide consolidate --reset``) and the memory is rebuilt from the episodes at once with
the rule extractor, so every later consolidation respects it: names split apart are never merged
again, by spelling or by reading; a fixed kind stays fixed.

Consolidation (and LangGraph under it) is imported only by the command that uses it: building
the parser, ``omoide --help`` and every other command never load it.
"""

from __future__ import annotations

import argparse
from typing import Any

from omoide.cli.common import Commands, non_negative_int, open_derived, open_store, sources
from omoide.memory_store.errors import OmoideError

__all__ = ["KINDS", "add_entities", "cmd_entities"]

KINDS = ("person", "pet", "place", "org", "thing", "title")


def add_entities(commands: Commands) -> None:
    p = commands.add(
        "entities",
        help="people, pets, places and things the memory knows (--why, --split, --set-kind)",
    )
    p.add_argument("--kind", choices=KINDS)
    p.add_argument(
        "--sources",
        type=non_negative_int,
        default=5,
        metavar="N",
        help="source episode ids shown per line",
    )
    p.add_argument("--why", action="store_true", help="why each alias is that entity")
    group = p.add_mutually_exclusive_group()
    group.add_argument(
        "--split",
        nargs="+",
        metavar=("ID", "NAME"),
        help="the entity's NAME(s) are someone else: keep them apart from now on (rebuilds)",
    )
    group.add_argument(
        "--set-kind",
        nargs=2,
        metavar=("NAME", "KIND"),
        help=f"the entity named NAME is a KIND ({', '.join(KINDS)}) from now on (rebuilds)",
    )
    p.set_defaults(func=cmd_entities)


def _print_entities(args: argparse.Namespace, derived: Any) -> int:
    found = [] if derived is None else derived.entities(namespace=args.namespace)
    found = [e for e in found if args.kind is None or e.kind == args.kind]
    if not found:
        print("no entities yet; run `omoide consolidate`")
    for e in sorted(found, key=lambda e: (-len(e.source_ids), e.name)):
        relation = f" ({e.relation})" if e.relation else ""
        aliases = [a for a in e.aliases if a != e.name]
        print(
            f"{e.id}  {e.kind:<6} {e.name}{relation}"
            + (f"  aka {', '.join(aliases)}" if aliases else "")
            + f"  {len(e.source_ids)} episodes {sources(e.source_ids, args.sources)}"
        )
        if args.why:
            from omoide.agent.consolidation.identity import merge_reasons

            for reason in merge_reasons(e):
                print(f"    why: {reason}")
    return 0


def _correct(args: argparse.Namespace) -> int:
    from omoide.agent.consolidation import consolidate
    from omoide.agent.consolidation.identity import load_corrections, save_corrections

    with open_store(args) as store:
        derived, ns = store.derived, store.namespace
        corrections = load_corrections(derived, ns)
        entities = derived.entities(namespace=ns)
        if args.split:
            entity_id, *names = args.split
            entity = next((e for e in entities if e.id == entity_id), None)
            if entity is None:
                raise OmoideError(
                    f"no entity {entity_id!r} in namespace {ns!r}; see `omoide entities`"
                )
            spelt = [*dict.fromkeys((entity.name, *entity.aliases))]
            unknown = [n for n in names if n not in spelt]
            if unknown:
                raise OmoideError(
                    f"{', '.join(map(repr, unknown))} is not a name of {entity_id} "
                    f"({entity.name}); its names: {', '.join(spelt)}"
                )
            rest = [a for a in spelt if a not in names]
            if not rest:
                raise OmoideError(
                    f"splitting every name of {entity_id} leaves nothing to split from; "
                    "name the ones that are someone else"
                )
            corrections.split(names, rest)
            said = f"kept {', '.join(names)} apart from {', '.join(rest)}"
        else:
            name, kind = args.set_kind
            if kind not in KINDS:
                raise OmoideError(f"unknown kind {kind!r}; one of {', '.join(KINDS)}")
            if not any(name == e.name or name in e.aliases for e in entities):
                raise OmoideError(
                    f"no entity named {name!r} in namespace {ns!r}; see `omoide entities`"
                )
            corrections.set_kind([name], kind)
            said = f"{name} is a {kind}"
        save_corrections(derived, ns, corrections)
        result = consolidate(store, reset=True)
    print(
        f"{said}; rebuilt {result.episodes} episodes of namespace {ns!r} with the rules "
        f"({result.counts.get('entities', 0)} entities). Rebuilt with a chat model: "
        "`omoide consolidate --reset --llm` (the correction holds there too)."
    )
    return 0


def cmd_entities(args: argparse.Namespace) -> int:
    """List entities (``--why``: with merge reasons), or apply one correction."""
    if args.split or args.set_kind:
        return _correct(args)
    derived = open_derived(args)
    try:
        return _print_entities(args, derived)
    finally:
        if derived is not None:
            derived.close()
