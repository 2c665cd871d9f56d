import { apiJson } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type { TAdminLoginRequest, TAdminLoginResponse } from '@contract/admin-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/admin/login: one step of admin sign-in (docs/product/admin.md#sign-in). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (values: TAdminLoginRequest) =>
      apiJson<TAdminLoginResponse>('POST', '/api/admin/login', values),
  });
}

/**
 * Once signed in: the browser flags the admin screens read for their own display (never for access:
 * the server's role decides), then the auth status again, so the signed-in screens take over.
 * Sign-out clears the flags.
 */
export function useFinishAdminSignIn() {
  const queryClient = useQueryClient();
  return async (userId: string) => {
    writeFlag(STORAGE_KEYS.userId, userId);
    writeFlag(STORAGE_KEYS.isAdmin, 'true');
    writeFlag(STORAGE_KEYS.adminLoginTime, new Date().toISOString());
    writeFlag(STORAGE_KEYS.isAdminAuthenticated, 'true');
    await queryClient.refetchQueries({ queryKey: AUTH_STATUS_KEY });
  };
}
