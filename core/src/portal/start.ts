import { sample } from 'effector';
import { watchConnectivityFx } from '../api/network-state';
import { appStarted } from '../session/model';
import { watchLocationFx } from './router';

// the browser's location and connectivity join the Scope once the app starts
sample({ clock: appStarted, target: [watchLocationFx, watchConnectivityFx] });
