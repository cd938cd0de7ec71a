import { useOutletContext } from 'react-router';
import type { UserDetail } from '@spesa/domain';

/** The user detail ProfileBody loaded for the profile page being shown. */
export function useProfileDetail(): UserDetail {
  return useOutletContext<UserDetail>();
}
