/**
 * Anonymous Consights (decision 043): the pseudonym an anonymous post gets when it is written, e.g.
 * 'Anonymous Otter', and the hue of the avatar the client draws for it. Chosen at random per post, so one
 * author's anonymous posts do not share a name; stored with the post, so it never changes.
 */
import { randomInt } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages.ts';

const ANIMALS = [
  'Albatross', 'Alpaca', 'Badger', 'Beaver', 'Bison', 'Capybara', 'Cheetah', 'Crane', 'Dolphin', 'Eagle',
  'Falcon', 'Ferret', 'Flamingo', 'Fox', 'Gazelle', 'Gecko', 'Giraffe', 'Heron', 'Hedgehog', 'Ibis',
  'Jaguar', 'Kingfisher', 'Koala', 'Lemur', 'Leopard', 'Lynx', 'Macaw', 'Mongoose', 'Narwhal', 'Ocelot',
  'Otter', 'Owl', 'Panda', 'Pangolin', 'Peacock', 'Pelican', 'Penguin', 'Puffin', 'Quokka', 'Raccoon',
  'Red Panda', 'Salamander', 'Seal', 'Sparrow', 'Squirrel', 'Swan', 'Tapir', 'Tiger', 'Toucan', 'Turtle',
  'Walrus', 'Wombat', 'Yak', 'Zebra',
] as const;

export interface Pseudonym {
  name: string;
  hue: number;
}

export function choosePseudonym(): Pseudonym {
  return { name: `${MESSAGES.anonymousAuthor} ${ANIMALS[randomInt(ANIMALS.length)]!}`, hue: randomInt(360) };
}
