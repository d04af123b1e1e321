import { useState } from 'react';
import styled from 'styled-components';
import { Link, Tabs } from '@shared/ui';
import type { OtpChallenge } from './otp-challenge.ts';
import { OtpLogin } from './OtpLogin.tsx';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { SessionEndedNote } from './SessionEndedNote.tsx';
import { useFinishLogin } from './use-finish-login.ts';
import { usePasswordOffered } from './use-password-offered.ts';

const Panel = styled.section`
  max-inline-size: 28rem;
  margin-inline: auto;
  margin-block: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h1 {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Terms = styled.p`
  margin-block: ${({ theme }) => theme.space(4)} 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /user/login (spec sections 2 and 4): the ways in, as tabs: a one-time code
 * (which also signs a new student up) and, for an account that has a
 * password, a password with captcha (no password can be set or reset here,
 * so it is not offered to anyone else; see `usePasswordOffered`). Both
 * return the student to the backUrl when it is a path of this site. What was
 * typed in one tab is there in the other.
 */
export default function LoginPage({ title }: { title: string }) {
  const finishLogin = useFinishLogin();
  const [login, setLogin] = useState('');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [returned, setReturned] = useState(false);
  const passwordOffered = usePasswordOffered(login);
  const [tab, setTab] = useState('otp');

  return (
    <Panel aria-labelledby="login-title">
      <h1 id="login-title">{title}</h1>
      <SessionEndedNote />
      <Tabs
        label="روش ورود"
        value={passwordOffered ? tab : 'otp'}
        onChange={setTab}
        tabs={[
          {
            id: 'otp',
            label: 'ورود با کد یک‌بارمصرف',
            content: (
              <OtpLogin
                login={login}
                onLoginChange={setLogin}
                challenge={challenge}
                onChallengeChange={setChallenge}
                returned={returned}
                onReturn={() => setReturned(true)}
                onSuccess={finishLogin}
              />
            ),
          },
          ...(passwordOffered
            ? [
                {
                  id: 'password',
                  label: 'ورود با رمز عبور',
                  content: (
                    <PasswordLoginForm
                      defaultLogin={login}
                      onLoginChange={setLogin}
                      onSuccess={finishLogin}
                      onUseCode={() => setTab('otp')}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Terms>
        ورود یا ثبت‌نام به معنی پذیرش <Link to="/privacy">سیاست حریم خصوصی</Link> دانش‌سراست.
      </Terms>
    </Panel>
  );
}
