/**
 * A monthly plan's billing rules as a create request gives them (2024 plan, 2026 pricing option): billed each month
 * for a year, rolling on, every state change allowed. Tests spread it and add a name, or change a rule.
 */
export const MONTHLY_RULES = {
  billing_interval_type: 'month',
  billing_frequency: 1,
  plan_length: 12,
  end_behavior: 'roll',
  can_pause: true,
  can_resume: true,
  can_cancel: true,
} as const;
