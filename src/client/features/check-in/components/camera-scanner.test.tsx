import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { CameraScanner } from './camera-scanner.tsx';

/** What the camera "sees": the codes the detector reads in each frame. */
let inView: string[] = [];
const detect = vi.fn(async () => inView.map((rawValue) => ({ rawValue })));

/** The browser's own BarcodeDetector (Chrome on Android, say); the ponyfill stands in where there is none. */
class FakeBarcodeDetector {
  static getSupportedFormats = async () => ['qr_code', 'ean_13'];
  constructor(readonly options: { formats: string[] }) {}
  detect = detect;
}

function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia } }));
  return { track, getUserMedia };
}

beforeEach(() => {
  inView = [];
  detect.mockClear();
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
});

describe('CameraScanner', () => {
  it('opens the environment-facing camera, shows the preview, and hands each code on once while it stays in view', async () => {
    const { track, getUserMedia } = fakeCamera();
    const onCode = vi.fn();
    render(<CameraScanner onCode={onCode} />);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.startCamera }));
    expect(await screen.findByText(MESSAGES.cameraScanning)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    const preview = screen.getByLabelText(MESSAGES.cameraPreview);
    expect((preview as HTMLVideoElement).hidden).toBe(false);

    inView = ['Q1.ticket-one.sig'];
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThanOrEqual(4), { timeout: 2_000 });
    expect(onCode.mock.calls).toEqual([['Q1.ticket-one.sig']]);
    inView = ['Q1.ticket-one.sig', 'Q1.ticket-two.sig'];
    await waitFor(() => expect(onCode).toHaveBeenCalledTimes(2));
    expect(onCode).toHaveBeenLastCalledWith('Q1.ticket-two.sig');

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.stopCamera }));
    expect(track.stop).toHaveBeenCalled();
    expect((preview as HTMLVideoElement).hidden).toBe(true);
    expect(screen.getByRole('button', { name: MESSAGES.startCamera })).toBeTruthy();
  });

  it('says so, out loud, when the camera cannot be opened', async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    render(<CameraScanner onCode={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.startCamera }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.cameraDenied);
    expect(screen.getByRole('button', { name: MESSAGES.startCamera })).toBeTruthy();
  });
});
