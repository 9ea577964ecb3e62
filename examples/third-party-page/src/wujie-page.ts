// Run by wujie as a sub-app, the sdk finds the app's own bus (`window.$wujie.props.rcadminBus`) and
// talks over it instead of postMessage.
import { startSdkPage } from './sdk-page';
import { addVendorApiCall } from './vendor-api';

// The page renders at once; the connection follows.
void startSdkPage('Vendor sub-app', '@rcadmin/sdk on the wujie bus');
addVendorApiCall();
