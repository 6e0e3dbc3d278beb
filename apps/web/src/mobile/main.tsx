import { STAFF_SIGN_IN } from '../lib/mobileRedirect.ts';
import { startApp } from '../startup.tsx';
import { useSession } from '../stores/session.ts';
import { MobileApp } from './MobileApp.tsx';

// A signed-in staff member belongs in the back office, whatever the device.
const { accessToken, loginType } = useSession.getState();
if (accessToken && loginType === STAFF_SIGN_IN) location.replace('/');
else void startApp(<MobileApp />);
