"""The order classes' registration (pure data): each rule of ``injection_classes.py`` with its
family and the substrings one of which every line it flags holds; split out of
``injection_classes.py`` (session 30) so that module stays with the machinery."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from . import (
    injection_config_orders,
    injection_confirm_hide_i18n,
    injection_copies_roles_i18n,
    injection_cover_stories,
    injection_covers_worms_ranks_i18n,
    injection_data_out,
    injection_deceits_promos_i18n,
    injection_denials_checks_i18n,
    injection_en_cheat_personas,
    injection_en_client_harms,
    injection_en_covert_sends,
    injection_en_customer_hidden,
    injection_en_discredited_orders,
    injection_en_domain_safeguards,
    injection_en_fake_setups,
    injection_en_harmful_personas,
    injection_en_hazards_sticky,
    injection_en_hidden_scripts,
    injection_en_leaks_hush,
    injection_en_orders_misc,
    injection_en_outbound_data,
    injection_en_outside_runs,
    injection_en_overseer_hush,
    injection_en_pipeline_skips,
    injection_en_prepared_lies,
    injection_en_review_waivers,
    injection_en_shell_payloads,
    injection_en_standing_inserts,
    injection_en_standing_plants,
    injection_en_tool_sabotage,
    injection_en_tool_swaps,
    injection_en_user_word_voided,
    injection_en_voided_prompts,
    injection_excluded_contacted_i18n,
    injection_failed_checks_i18n,
    injection_fetch_grants,
    injection_forever,
    injection_forgotten_warnings_i18n,
    injection_hidden_changes_i18n,
    injection_hidden_keys,
    injection_hush_copies,
    injection_if_asked,
    injection_installs_checks_i18n,
    injection_kept_leaked_i18n,
    injection_label_grants_sends_i18n,
    injection_lawless_personas_i18n,
    injection_lies_and_leaks,
    injection_limit_raises_i18n,
    injection_limits_voided_i18n,
    injection_misc_orders_i18n,
    injection_overseers,
    injection_overseers_forgotten_i18n,
    injection_own_acts,
    injection_people_lists_out_i18n,
    injection_personas_leaks,
    injection_personas_ranks,
    injection_posing_waivers,
    injection_public_ids_i18n,
    injection_public_leaks_i18n,
    injection_rank_footers_i18n,
    injection_reader_address,
    injection_safeguards_i18n,
    injection_secret_files,
    injection_secret_uploads,
    injection_sent_away_i18n,
    injection_six_acts_asia_africa,
    injection_skipped_steps_i18n,
    injection_skips_hides_i18n,
    injection_standing_orders,
    injection_turncoat_personas_i18n,
    injection_unconfirmed_acts_i18n,
    injection_underreported_figures_i18n,
    injection_untold_facts_i18n,
    injection_untrusted_code,
    injection_untrusted_sources,
    injection_unverified_payee_changes_i18n,
    injection_void_privacy_rules_i18n,
    injection_void_rules,
    injection_voids_personas_links_i18n,
    injection_waived_approvals,
    injection_waived_checks,
    injection_waived_controls_i18n,
    injection_worms_installs_i18n,
)
from .injection_forever import forever_order
from .injection_hidden_keys import hidden_keys, self_hiding
from .injection_if_asked import lie_if_asked
from .injection_reader_address import reader_addressed
from .injection_role_labels import role_label
from .injection_safeguards_i18n import safeguards_off
from .injection_secret_files import beacon_url, secret_sent
from .injection_spaced import spaced_run
from .injection_void_rules import void_rules
from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSISTENCE, POLICY, ROLE

Rule = Callable[[str], tuple[int, int] | None]

RULES: Final[tuple[tuple[str, Rule, tuple[str, ...] | None], ...]] = (
    (ROLE, role_label, None),
    (PERSISTENCE, forever_order, injection_forever.NEEDLES),
    (CONCEAL, hidden_keys, injection_hidden_keys.NEEDLES),
    (POLICY, safeguards_off, injection_safeguards_i18n.NEEDLES),
    (EXFILTRATION, secret_sent, injection_secret_files.NEEDLES),
    (CONCEAL, lie_if_asked, injection_if_asked.NEEDLES),
    (OVERRIDE, void_rules, injection_void_rules.NEEDLES),
    (CONCEAL, self_hiding, injection_hidden_keys.HIDING_NEEDLES),
    (EXFILTRATION, beacon_url, ("://",)),
    (OVERRIDE, spaced_run, ("  ",)),
    (OVERRIDE, reader_addressed, injection_reader_address.NEEDLES),
    *injection_confirm_hide_i18n.RULES,
    *injection_copies_roles_i18n.RULES,
    *injection_kept_leaked_i18n.RULES,
    *injection_standing_orders.RULES,  # inj14
    *injection_own_acts.RULES,  # inj14
    *injection_config_orders.RULES,  # injen15
    *injection_lies_and_leaks.RULES,  # injen15
    *injection_untrusted_code.RULES,  # injen16
    *injection_cover_stories.RULES,  # injen16
    *injection_waived_checks.RULES,  # injen16
    *injection_personas_leaks.RULES,  # injen16
    *injection_posing_waivers.RULES,  # injen16b
    *injection_installs_checks_i18n.RULES,  # i18n16a
    *injection_public_leaks_i18n.RULES,  # i18n16a
    *injection_covers_worms_ranks_i18n.RULES,  # i18n16a
    *injection_denials_checks_i18n.RULES,  # i18n16c
    *injection_worms_installs_i18n.RULES,  # i18n16c
    *injection_secret_uploads.RULES,  # i18n16c
    *injection_six_acts_asia_africa.RULES,  # i18n17b
    *injection_data_out.RULES,  # injen17
    *injection_fetch_grants.RULES,  # injen17
    *injection_hush_copies.RULES,  # injen17
    *injection_waived_approvals.RULES,  # inj19
    *injection_untrusted_sources.RULES,  # inj19
    *injection_personas_ranks.RULES,  # inj19
    *injection_waived_controls_i18n.RULES,  # inj22
    *injection_lawless_personas_i18n.RULES,  # inj22b
    *injection_hidden_changes_i18n.RULES,  # inj22b
    *injection_skipped_steps_i18n.RULES,  # inj23a
    *injection_untold_facts_i18n.RULES,  # inj23a
    injection_overseers.ENTRY_HIDDEN,  # inj23a (ref26: one module for the overseer readings)
    *injection_sent_away_i18n.RULES,  # inj23b
    *injection_rank_footers_i18n.RULES,  # inj23b
    *injection_deceits_promos_i18n.RULES,  # inj23c
    *injection_public_ids_i18n.RULES,  # inj23d
    *injection_label_grants_sends_i18n.RULES,  # inj24a
    *injection_skips_hides_i18n.RULES,  # inj24a
    injection_overseers.FACT_HIDDEN,  # inj24a, inj25e
    *injection_voids_personas_links_i18n.RULES,  # inj24a
    *injection_en_leaks_hush.RULES,  # inj24b
    *injection_en_orders_misc.RULES,  # inj24b
    *injection_en_fake_setups.RULES,  # inj25a
    *injection_en_review_waivers.RULES,  # inj25a
    *injection_en_standing_inserts.RULES,  # inj25a
    *injection_en_tool_swaps.RULES,  # inj25a
    *injection_en_overseer_hush.RULES,  # inj25a
    *injection_en_covert_sends.RULES,  # inj25a
    injection_overseers.NEVER_TOLD,  # inj25b, inj25e
    *injection_overseers_forgotten_i18n.RULES,  # inj25b
    *injection_unconfirmed_acts_i18n.RULES,  # inj25c
    *injection_people_lists_out_i18n.RULES,  # inj25c
    *injection_void_privacy_rules_i18n.RULES,  # inj25c
    *injection_misc_orders_i18n.RULES,  # inj25e
    *injection_en_client_harms.RULES,  # inj26a
    *injection_en_pipeline_skips.RULES,  # inj26a
    *injection_en_cheat_personas.RULES,  # inj26a
    *injection_en_domain_safeguards.RULES,  # inj26c
    *injection_limits_voided_i18n.RULES,  # inj27b
    *injection_en_discredited_orders.RULES,  # inj27a
    *injection_en_tool_sabotage.RULES,  # inj27a
    *injection_en_hidden_scripts.RULES,  # inj28a
    *injection_en_voided_prompts.RULES,  # inj29a
    *injection_en_outside_runs.RULES,  # inj29a
    *injection_en_outbound_data.RULES,  # inj29a
    *injection_en_hazards_sticky.RULES,  # inj29a
    *injection_turncoat_personas_i18n.RULES,  # inj29b
    *injection_forgotten_warnings_i18n.RULES,  # inj30b
    *injection_failed_checks_i18n.RULES,  # inj30c
    *injection_underreported_figures_i18n.RULES,  # inj30c
    *injection_limit_raises_i18n.RULES,  # inj30c
    *injection_excluded_contacted_i18n.RULES,  # inj30c
    *injection_en_prepared_lies.RULES,  # inj30a
    *injection_en_customer_hidden.RULES,  # inj30a
    *injection_en_harmful_personas.RULES,  # inj30a
    *injection_en_shell_payloads.RULES,  # inj30a
    *injection_en_standing_plants.RULES,  # inj30a
    *injection_en_user_word_voided.RULES,  # inj30a
    *injection_unverified_payee_changes_i18n.RULES,  # inj30f
)
"""Each rule with the substrings one of which every line it flags holds (``None``: no gate)."""
