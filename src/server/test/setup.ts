/**
 * Runs before every server test file. Passwords are hashed at a low scrypt cost: the suite signs hundreds of
 * accounts up, and at the full cost (2^17) that alone would take minutes. Tests of the cost itself restore it
 * (`setPasswordCostForTests(null)`). Decision 025.
 */
import { setPasswordCostForTests } from '../lib/passwords.ts';

setPasswordCostForTests({ N: 2 ** 12, r: 8, p: 1 });
