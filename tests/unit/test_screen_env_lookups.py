"""A value that reads the secret from the environment in code holds no secret (held-out round 27
flagged ``const key = process.env.AUTH0_CLIENT_SECRET;``); a literal next to it still does."""

from __future__ import annotations

import pytest

from tests import screen_heldout as heldout

LOOKUPS = [
    "const key = process.env.AUTH0_CLIENT_SECRET;",
    "const secret = process.env['SHOPIFY_API_SECRET'];",
    "apiKey: import.meta.env.VITE_ALGOLIA_ADMIN_KEY,",
    "password = os.environ['DB_PASSWORD']",
    'token = os.environ.get("GITHUB_TOKEN")',
    'secret_key = os.getenv("DJANGO_SECRET_KEY")',
    "api_key = ENV.fetch('STRIPE_SECRET_KEY')",
    'String password = System.getenv("KEYSTORE_PASSWORD");',
    'const token = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");',
]
LITERALS = [
    "const key = 'Xk9fQ2mLp8RtV4wZ7bNc3HsJ6dYe1aUg';",
    "client_secret = process.env.A || 'Xk9fQ2mLp8RtV4wZ7bNc3HsJ6dYe1aUg'",
    "password = os.environ.get('DB_PASSWORD', 'Tr0ub4dor&3-horse')",
]


@pytest.mark.parametrize("entry", LOOKUPS)
def test_an_environment_lookup_is_no_secret(entry: str) -> None:
    assert heldout.codes_in_process(entry) == set()


@pytest.mark.parametrize("entry", LITERALS)
def test_a_literal_beside_a_lookup_is_still_a_secret(entry: str) -> None:
    assert "credential" in heldout.codes_in_process(entry)
