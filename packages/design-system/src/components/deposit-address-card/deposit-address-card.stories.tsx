import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositAddressCard, type DepositAddressCardProps } from '@bazaar/design-system';

const TRON = 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy';
const EVM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

type Texts = Pick<
  DepositAddressCardProps,
  'title' | 'copyText' | 'qrLabel' | 'minimumLabel' | 'confirmationsLabel' | 'note'
>;

/** The shop's texts in each language (what the top-up screen passes). */
const texts = {
  en: {
    title: 'Your deposit address',
    copyText: 'Copy',
    qrLabel: 'QR code of the deposit address',
    minimumLabel: 'Minimum deposit',
    confirmationsLabel: 'Confirmations needed',
    note: 'Send only USDT on TRC20 to this address. It is credited by itself once confirmed.',
  },
  'zh-CN': {
    title: '您的专属充值地址',
    copyText: '复制',
    qrLabel: '充值地址二维码',
    minimumLabel: '最低充值',
    confirmationsLabel: '所需确认数',
    note: '请仅通过 TRC20 向此地址发送 USDT。确认后自动到账。',
  },
  ja: {
    title: 'あなた専用の入金アドレス',
    copyText: 'コピー',
    qrLabel: '入金アドレスのQRコード',
    minimumLabel: '最低入金額',
    confirmationsLabel: '必要な承認数',
    note: 'このアドレスには TRC20 の USDT のみを送ってください。承認後に自動で反映されます。',
  },
  ko: {
    title: '내 전용 입금 주소',
    copyText: '복사',
    qrLabel: '입금 주소 QR 코드',
    minimumLabel: '최소 입금액',
    confirmationsLabel: '필요한 컨펌 수',
    note: '이 주소로는 TRC20 네트워크의 USDT만 보내 주세요. 컨펌되면 자동으로 충전됩니다.',
  },
  th: {
    title: 'ที่อยู่ฝากเงินของคุณ',
    copyText: 'คัดลอก',
    qrLabel: 'คิวอาร์โค้ดของที่อยู่ฝากเงิน',
    minimumLabel: 'ฝากขั้นต่ำ',
    confirmationsLabel: 'จำนวนการยืนยันที่ต้องใช้',
    note: 'ส่งเฉพาะ USDT บนเครือข่าย TRC20 มายังที่อยู่นี้ ยอดจะเข้าบัญชีเองเมื่อได้รับการยืนยัน',
  },
  vi: {
    title: 'Địa chỉ nạp tiền của bạn',
    copyText: 'Sao chép',
    qrLabel: 'Mã QR của địa chỉ nạp tiền',
    minimumLabel: 'Nạp tối thiểu',
    confirmationsLabel: 'Số xác nhận cần thiết',
    note: 'Chỉ gửi USDT trên mạng TRC20 đến địa chỉ này. Tiền tự vào tài khoản sau khi được xác nhận.',
  },
} satisfies Record<string, Texts>;

const meta = {
  title: 'Design system/DepositAddressCard',
  component: DepositAddressCard,
  args: {
    address: TRON,
    network: 'TRC20',
    currency: 'USDT',
    minAmount: '10.00',
    confirmations: 19,
    onCopy: fn(),
    ...texts.en,
  },
} satisfies Meta<typeof DepositAddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code is named, the facts are shown, and the copy button hands over the address. */
const copiesTheAddress: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('img', { name: args.qrLabel })).toBeVisible();
  await expect(canvas.getByText(args.address)).toBeVisible();
  await expect(canvas.getByText(`${args.minAmount} ${args.currency}`)).toBeVisible();
  await expect(canvas.getByText(String(args.confirmations))).toBeVisible();
  const copy = canvas.getByRole('button', { name: String(args.copyText) });
  await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await userEvent.click(copy);
  await expect(args.onCopy).toHaveBeenCalledWith(args.address);
};

export const Tron: Story = { play: copiesTheAddress };
export const Evm: Story = {
  args: {
    address: EVM,
    network: 'ERC20 (Ethereum)',
    minAmount: '50.00',
    confirmations: 12,
    note: texts.en.note.replace('TRC20', 'ERC20'),
  },
  play: copiesTheAddress,
};
export const Chinese: Story = { args: texts['zh-CN'], play: copiesTheAddress };
export const Japanese: Story = { args: texts.ja };
export const Korean: Story = { args: texts.ko };
export const Thai: Story = {
  args: {
    ...texts.th,
    address: EVM,
    network: 'Polygon',
    confirmations: 128,
    note: texts.th.note.replace('TRC20', 'Polygon'),
  },
};
export const Vietnamese: Story = { args: texts.vi };
