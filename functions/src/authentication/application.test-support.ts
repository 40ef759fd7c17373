/** A well-formed application of the public page, for unit tests (a real USCC and identity number). */
export const testPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

export const validApplication = {
  enterpriseName: ' Fuzhou Meter Co. ',
  orgCode: '91350100m000100y43',
  taxNumber: '91350100M000100Y43',
  licenceImage: testPng.toString('base64'),
  legalPersonName: 'Lin Hua',
  legalPersonIdNumber: '11010519491231002x',
  contactName: 'Chen Jing',
  contactPhone: '0591-8765-4321',
  contactEmail: 'chen@fz-meter.example.com',
};
