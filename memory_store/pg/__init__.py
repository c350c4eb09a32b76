"""PostgreSQL as a store's source of truth (issue 25): rows, vectors (pgvector) and derived
memory in one database, so any replica serves any user. Needs ``pip install 'omoide[postgres]'``.

Selected by a URL wherever a store path is accepted (``MemoryStore("postgresql://…")``,
``--store``, ``$OMOIDE_STORE``). Design and measurements: ``docs/design/postgres.md``.
"""
