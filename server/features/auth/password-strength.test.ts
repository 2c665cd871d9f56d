import { describe, expect, it } from 'vitest';
import { ZNewPassword } from '../../../contract/auth';
import { TEST_USER_PASSWORD } from '../../test/factories';
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength';

describe('passwordScore', () => {
  it('scores common passwords that meet the shape rules below the threshold', async () => {
    const guessable = ['Password1', 'Welcome123!', 'Password123', 'Letmein1', 'P@ssw0rd1', 'Football1'];
    for (const password of guessable) {
      expect(ZNewPassword.safeParse(password).success).toBe(true);
      expect(await passwordScore(password), password).toBeLessThan(MIN_PASSWORD_SCORE);
    }
    expect(guessable).toHaveLength(6);
  });

  it('scores a password built on the person’s email address below the threshold', async () => {
    expect(await passwordScore('Qvbrtoxl2024')).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(await passwordScore('Qvbrtoxl2024', { email: 'qvbrtoxl@example.com' })).toBeLessThan(
      MIN_PASSWORD_SCORE,
    );
  });

  it('accepts long phrases and the password test accounts are made with', async () => {
    for (const password of ['Maple-Otter-Lantern-42', 'Fresh-Start9', TEST_USER_PASSWORD]) {
      expect(
        await passwordScore(password, { firstName: 'Maya', lastName: 'Rivera' }),
        password,
      ).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });
});
