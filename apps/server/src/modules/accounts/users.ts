/** What other modules may ask the accounts module about users (they never read its repository). */
export { featuresOf, findUserByEmail, findUserById, findUserLocale, profileOf, toUserInfo } from './repository.js';
