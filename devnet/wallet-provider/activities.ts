import type { ActivityHandler } from "./activity-handler";
import { EXPORT_ACTIVITIES } from "./export-activities";
import { LOGIN_ACTIVITIES } from "./login-activities";
import { ORGANIZATION_ACTIVITIES } from "./organization-activities";
import { OTP_ACTIVITIES } from "./otp-activities";
import { PASSKEY_ACTIVITIES } from "./passkey-activities";
import { USER_ACTIVITIES } from "./user-activities";
import { WALLET_ACTIVITIES } from "./wallet-activities";

/** Every activity the provider performs, by its submit path (`/public/v1/submit/{path}`), one file per family. */
export const ACTIVITIES: Record<string, ActivityHandler> = {
  ...USER_ACTIVITIES,
  ...PASSKEY_ACTIVITIES,
  ...ORGANIZATION_ACTIVITIES,
  ...WALLET_ACTIVITIES,
  ...LOGIN_ACTIVITIES,
  ...OTP_ACTIVITIES,
  ...EXPORT_ACTIVITIES,
};
