export {
  currentUserQuery,
  displayName,
  fetchCurrentUser,
  useCurrentUser,
  type CurrentUser,
} from './current-user';
export { loginThen, requestLogin } from './login-request';
export { userDetailQuery } from './user-detail';
