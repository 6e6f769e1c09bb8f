// the lazy entry of the "Mina ledighetsansökningar" dashboard card
import { definePage } from '@lonna/core';
import { mineCardPage } from './model';
import { MineCard } from './view';

export default definePage(MineCard, mineCardPage);
