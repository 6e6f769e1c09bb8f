// the lazy entry of the PortalFeedAdmin route (/infopanel)
import { definePage } from '@lonna/core';
import { infopanelPage } from './model';
import { InfopanelPage } from './view';

export default definePage(InfopanelPage, infopanelPage);
