/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { countMailSince } from './mail.repo.ts';
