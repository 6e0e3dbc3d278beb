import { DEVICE_SERVICE_RETRY_INTERVAL_MS, DEVICE_SERVICE_RETRY_MAX } from '@lbo/contracts';
import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import { notify } from '../api/notify.ts';
import { i18n } from '../i18n/index.ts';
import { say } from '../lib/speech.ts';
import { useApp } from '../stores/app.ts';

/** The local device service on the warehouse PC (scale, camera, printers): its hub and what it reports. */
interface DeviceState {
  IsStartup: boolean;
  weight: string;
  camera: string;
  socket: Socket | null;
}

export const useDevice = create<DeviceState>(() => ({ IsStartup: false, weight: '', camera: '', socket: null }));

const DEVICE_HUB_PATH = '/DeviceHub';

/**
 * Connect to the device service at `address`, up to five tries five seconds apart. A failure turns
 * OpenService off; losing the connection clears weight and camera and says the scale is off.
 */
export function startDeviceService(address: string, user: { UserName: string; ApiUrl: string; Token: string }) {
  if (useDevice.getState().socket || !address) return;
  const socket = io(address, {
    path: DEVICE_HUB_PATH,
    reconnectionAttempts: DEVICE_SERVICE_RETRY_MAX,
    reconnectionDelay: DEVICE_SERVICE_RETRY_INTERVAL_MS,
    transports: ['websocket'],
  });
  useDevice.setState({ socket });
  socket.on('connect', () => {
    useDevice.setState({ IsStartup: true });
    socket.emit('LoadUserInfo', user);
  });
  socket.on('SendWeight', (weight: string | number) => useDevice.setState({ weight: String(weight) }));
  socket.on('SendVideoCapture', (image: string) => useDevice.setState({ camera: image }));
  socket.io.on('reconnect_failed', () => {
    stopDeviceService();
    useApp.getState().setSettings({ OpenService: false });
    notify('error', i18n.t('hardware.notConnected'));
  });
  socket.on('disconnect', () => {
    if (!useDevice.getState().IsStartup) return;
    useDevice.setState({ IsStartup: false, weight: '', camera: '' });
    notify('error', i18n.t('hardware.scaleOff'));
    void say(i18n.t('hardware.scaleOff'));
  });
}

export function stopDeviceService() {
  const { socket } = useDevice.getState();
  socket?.removeAllListeners();
  socket?.close();
  useDevice.setState({ socket: null, IsStartup: false, weight: '', camera: '' });
}

export function subscribeDevices(on: boolean) {
  const { socket } = useDevice.getState();
  if (!socket) return;
  socket.emit(on ? 'SubscribeCamera' : 'UnsubscribeCamera');
  socket.emit(on ? 'SubscribeElectronicScale' : 'UnsubscribeElectronicScale');
}

/**
 * Print a picking list through the device service's PickingPrint (its printer, no dialog): false
 * when the service is not connected, so the caller falls back to the browser's print.
 */
export function pickingPrint(list: { PickingId: number; FileName: string; Content: string }): boolean {
  const { socket, IsStartup } = useDevice.getState();
  if (!socket || !IsStartup) return false;
  socket.emit('PickingPrint', list);
  return true;
}
