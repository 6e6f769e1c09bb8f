import VersionBanner from './view';

export default VersionBanner;
