import { useCurrentUser } from '../../../lib/auth';
import { LoginButton } from './LoginButton';
import { UserMenuButton } from './UserMenuButton';

/**
 * The header's account entry: 'Accedi' for visitors, the customer's name with a menu (profile,
 * logout) once logged in. Before auth/test answers, the flag stored at the last login decides,
 * so a returning customer does not see 'Accedi' flash.
 */
export function AccountButton() {
  const { user, likelyLoggedIn } = useCurrentUser();
  return likelyLoggedIn ? <UserMenuButton user={user} /> : <LoginButton />;
}
