// Why a beneficiaries request was refused: the error body's `reason` beside its code. UNFINISHED_ENTITLEMENTS comes
// with the distributions that still owe the beneficiary something (a delete is refused until they are finished).

export const BENEFICIARY_REFUSALS = ['UNFINISHED_ENTITLEMENTS'] as const;
export type BeneficiaryRefusal = (typeof BENEFICIARY_REFUSALS)[number];
