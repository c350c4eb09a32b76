"""The consolidation graph's nodes, one module each; ``..graph`` wires them."""
