import type { AuthResponse } from '@shared/api-client';
import type { OtpChallenge } from './otp-challenge.ts';
import { OtpConfirmStep } from './OtpConfirmStep.tsx';
import { OtpRequestForm } from './OtpRequestForm.tsx';

/** Props of {@link OtpLogin}; the page keeps its state so that switching tabs loses nothing. */
export interface OtpLoginProps {
  login: string;
  onLoginChange: (login: string) => void;
  /** The code on its way, or null while the login is being typed. */
  challenge: OtpChallenge | null;
  onChallengeChange: (challenge: OtpChallenge | null) => void;
  /** True once the person came back from the code to change the number. */
  returned: boolean;
  onReturn: () => void;
  onSuccess: (auth: AuthResponse) => void;
}

/** The one-time-code way in (spec section 4): the login, then the code. */
export function OtpLogin({
  login,
  onLoginChange,
  challenge,
  onChallengeChange,
  returned,
  onReturn,
  onSuccess,
}: OtpLoginProps) {
  if (challenge) {
    return (
      <OtpConfirmStep
        challenge={challenge}
        onResent={onChallengeChange}
        onChangeLogin={() => {
          onReturn();
          onChallengeChange(null);
        }}
        onSuccess={onSuccess}
      />
    );
  }
  return (
    <OtpRequestForm
      defaultLogin={login}
      onLoginChange={onLoginChange}
      focusLogin={returned}
      onSent={onChallengeChange}
    />
  );
}
