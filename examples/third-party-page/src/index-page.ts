import { startSdkPage } from './sdk-page';

const isReport = new URLSearchParams(location.search).get('view') === 'report';
void startSdkPage(isReport ? 'Vendor report' : 'Vendor page', '@rcadmin/sdk in a frame');
