// Kernarg segments against hand-computed layouts of clang-19 kernels (offsets copied from
// tests/golden/clang19/<target>/<kernel>.notes, values computed by hand for each launch).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "codeobject/elf_reader.h"
#include "runtime/kernarg.h"
#include "support/checks.h"
#include "support/error.h"

using namespace gfxsim;
using namespace gfxsim::test;
using codeobj::ValueKind;
using rt::ArgValue;

namespace {

codeobj::KernelArg arg(ValueKind k, uint64_t offset, uint64_t size, std::string name = {}) {
  codeobj::KernelArg a;
  a.valueKind = k;
  a.offset = offset;
  a.size = size;
  a.name = std::move(name);
  return a;
}

}  // namespace

TEST_CASE("kernarg: saxpy -O2 (gfx900) with a 3D grid of partial groups, every hidden value by hand") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx900/saxpy-O2.hsaco"));
  const codeobj::KernelCode* k = co.findKernel("saxpy");
  REQUIRE(k);
  REQUIRE(k->metadata);
  const codeobj::KernelMetadata& md = *k->metadata;
  CHECK(md.kernargSegmentSize == 296);
  CHECK(rt::explicitArgCount(md) == 5);

  rt::KernargContext ctx;
  ctx.geometry.grid = {1000, 7, 5};
  ctx.geometry.group = {16, 4, 2};
  ctx.dims = 3;
  ctx.globalOffset = {5, 6, 7};
  ctx.queueAddress = 0x123456789000ull;
  std::vector<ArgValue> args{ArgValue::scalar(2.5f), ArgValue::pointer(0x100000000ull),
                             ArgValue::pointer(0x100020000ull), ArgValue::pointer(0x100040000ull),
                             ArgValue::scalar(uint32_t{1000})};
  rt::KernargImage img = rt::buildKernargs(md, args, ctx);
  const auto& b = img.bytes;
  REQUIRE(b.size() == 296);
  CHECK(img.align == 16);  // max(16, .kernarg_segment_align 8)

  // Explicit arguments (a @0 f32, x @8, y @16, out @24, n @32).
  CHECK(le(b, 0, 4) == 0x40200000u);  // 2.5f
  CHECK(le(b, 8, 8) == 0x100000000ull);
  CHECK(le(b, 16, 8) == 0x100020000ull);
  CHECK(le(b, 24, 8) == 0x100040000ull);
  CHECK(le(b, 32, 4) == 1000);
  // Hidden: grid 1000x7x5 in groups of 16x4x2.
  //   full groups: 1000/16 = 62, 7/4 = 1, 5/2 = 2; remainders: 1000%16 = 8, 7%4 = 3, 5%2 = 1.
  CHECK(le(b, 40, 4) == 62);  // hidden_block_count_x
  CHECK(le(b, 44, 4) == 1);   // hidden_block_count_y
  CHECK(le(b, 48, 4) == 2);   // hidden_block_count_z
  CHECK(le(b, 52, 2) == 16);  // hidden_group_size_x
  CHECK(le(b, 54, 2) == 4);   // hidden_group_size_y
  CHECK(le(b, 56, 2) == 2);   // hidden_group_size_z
  CHECK(le(b, 58, 2) == 8);   // hidden_remainder_x
  CHECK(le(b, 60, 2) == 3);   // hidden_remainder_y
  CHECK(le(b, 62, 2) == 1);   // hidden_remainder_z
  CHECK(le(b, 80, 8) == 5);   // hidden_global_offset_x
  CHECK(le(b, 88, 8) == 6);   // hidden_global_offset_y
  CHECK(le(b, 96, 8) == 7);   // hidden_global_offset_z
  CHECK(le(b, 104, 2) == 3);  // hidden_grid_dims
  // Padding and the rest of the 256-byte hidden block stay zero.
  for (size_t i : {4, 5, 6, 7, 36, 37, 38, 39}) CHECK(b[i] == 0);
  for (size_t i = 64; i < 80; ++i) CHECK(b[i] == 0);
  for (size_t i = 106; i < 296; ++i) CHECK(b[i] == 0);
  // The slot list matches.
  CHECK(img.slots.size() == md.args.size());
  CHECK(img.find(ValueKind::HiddenRemainderX)->value == 8);
  CHECK(img.find(ValueKind::HiddenBlockCountZ)->offset == 48);
  CHECK(img.groupSegmentSize == 0);
  CHECK(img.dynamicLdsBytes == 0);
}

TEST_CASE("kernarg: grid3d -O0 (gfx900) fills the code object V5 pointer-sized hidden arguments") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx900/grid3d-O0.hsaco"));
  const codeobj::KernelCode* k = co.findKernel("grid3d");
  REQUIRE(k);
  REQUIRE(k->metadata);
  const codeobj::KernelMetadata& md = *k->metadata;
  REQUIRE(md.kernargSegmentSize == 304);
  rt::KernargContext ctx;
  ctx.geometry.grid = {20, 12, 6};
  ctx.geometry.group = {8, 4, 2};
  ctx.dims = 3;
  ctx.queueAddress = 0x100005000ull;
  ctx.heapV1 = 0x100777000ull;  // a caller-supplied heap
  std::vector<ArgValue> args{ArgValue::pointer(0x1000), ArgValue::pointer(0x2000), ArgValue::pointer(0x3000),
                             ArgValue::pointer(0x4000), ArgValue::scalar(uint32_t{20}), ArgValue::scalar(uint32_t{12}),
                             ArgValue::scalar(uint32_t{6})};
  auto img = rt::buildKernargs(md, args, ctx);
  const auto& b = img.bytes;
  REQUIRE(b.size() == 304);
  CHECK(le(b, 32, 4) == 20);
  CHECK(le(b, 36, 4) == 12);
  CHECK(le(b, 40, 4) == 6);
  // 20x12x6 in 8x4x2: full 2, 3, 3; remainder 4, 0, 0.
  CHECK(le(b, 48, 4) == 2);
  CHECK(le(b, 52, 4) == 3);
  CHECK(le(b, 56, 4) == 3);
  CHECK(le(b, 60, 2) == 8);
  CHECK(le(b, 62, 2) == 4);
  CHECK(le(b, 64, 2) == 2);
  CHECK(le(b, 66, 2) == 4);
  CHECK(le(b, 68, 2) == 0);
  CHECK(le(b, 70, 2) == 0);
  CHECK(le(b, 88, 8) == 0);
  CHECK(le(b, 96, 8) == 0);
  CHECK(le(b, 104, 8) == 0);
  CHECK(le(b, 112, 2) == 3);
  CHECK(le(b, 128, 8) == 0);              // hidden_hostcall_buffer: not modelled
  CHECK(le(b, 136, 8) == 0);              // hidden_multigrid_sync_arg: no multi-grid
  CHECK(le(b, 144, 8) == 0x100777000ull); // hidden_heap_v1: as supplied
  CHECK(le(b, 152, 8) == 0);              // hidden_default_queue
  CHECK(le(b, 160, 8) == 0);              // hidden_completion_action
  CHECK(le(b, 248, 8) == 0x100005000ull); // hidden_queue_ptr
  for (size_t i = 168; i < 248; ++i) CHECK(b[i] == 0);
}

TEST_CASE("kernarg: the remaining hidden kinds, local pointers and dynamic LDS (synthetic metadata)") {
  codeobj::KernelMetadata md;
  md.name = "synthetic";
  md.kernargSegmentSize = 96;
  md.kernargSegmentAlign = 32;
  md.groupSegmentFixedSize = 100;
  md.args.push_back(arg(ValueKind::ByValue, 0, 2, "h"));
  md.args.push_back(arg(ValueKind::DynamicSharedPointer, 4, 4, "tile"));
  md.args.back().pointeeAlign = 64;
  md.args.push_back(arg(ValueKind::DynamicSharedPointer, 8, 4, "more"));  // default alignment 16
  md.args.push_back(arg(ValueKind::ByValue, 16, 12, "vec3"));
  md.args.push_back(arg(ValueKind::HiddenPrivateBase, 32, 4));
  md.args.push_back(arg(ValueKind::HiddenSharedBase, 36, 4));
  md.args.push_back(arg(ValueKind::HiddenDynamicLdsSize, 40, 4));
  md.args.push_back(arg(ValueKind::HiddenPrintfBuffer, 48, 8));
  md.args.push_back(arg(ValueKind::HiddenNone, 56, 8));
  md.args.push_back(arg(ValueKind::HiddenGridDims, 64, 2));
  md.args.push_back(arg(ValueKind::HiddenGroupSizeX, 66, 2));
  rt::KernargContext ctx;
  ctx.geometry.grid = {300, 1, 1};
  ctx.geometry.group = {256, 1, 1};
  ctx.staticLdsBytes = 100;
  ctx.dynamicLdsBytes = 1000;
  ctx.privateApertureHi = 0x00020000;
  ctx.sharedApertureHi = 0x00010000;
  ctx.printfBuffer = 0x100090000ull;
  std::vector<uint8_t> vec3{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  std::vector<ArgValue> args{ArgValue::scalar(uint16_t{0xBEEF}), ArgValue::local(40), ArgValue::local(8),
                             ArgValue::raw(vec3)};
  auto img = rt::buildKernargs(md, args, ctx);
  const auto& b = img.bytes;
  CHECK(img.align == 32);
  CHECK(le(b, 0, 2) == 0xBEEF);
  // LDS: static 100; 'tile' aligned to 64 -> 128..168; 'more' aligned to 16 -> 176..184;
  // dynamic request aligned to 16 -> 192..1192.
  CHECK(le(b, 4, 4) == 128);
  CHECK(le(b, 8, 4) == 176);
  CHECK(img.groupSegmentSize == 1192);
  CHECK(img.dynamicLdsBytes == 1092);
  CHECK(le(b, 40, 4) == 1092);
  for (size_t i = 0; i < 12; ++i) CHECK(b[16 + i] == vec3[i]);
  CHECK(le(b, 32, 4) == 0x00020000);
  CHECK(le(b, 36, 4) == 0x00010000);
  CHECK(le(b, 48, 8) == 0x100090000ull);
  CHECK(le(b, 56, 8) == 0);
  CHECK(le(b, 64, 2) == 1);  // dims default 1
  CHECK(le(b, 66, 2) == 256);
}

TEST_CASE("kernarg: bad argument lists are reported with the kernel and argument named") {
  auto co = codeobj::readCodeObjectFile(clangGolden("gfx900/saxpy-O2.hsaco"));
  const codeobj::KernelMetadata& md = *co.findKernel("saxpy")->metadata;
  rt::KernargContext ctx;
  ctx.geometry.grid = {64, 1, 1};
  ctx.geometry.group = {64, 1, 1};
  std::vector<ArgValue> four{ArgValue::scalar(1.0f), ArgValue::pointer(1), ArgValue::pointer(2), ArgValue::pointer(3)};
  CHECK(errorOf([&] { rt::buildKernargs(md, four, ctx); }) == "kernel 'saxpy' takes 5 explicit arguments, 4 given");
  std::vector<ArgValue> wrongSize{ArgValue::scalar(1.0), ArgValue::pointer(1), ArgValue::pointer(2), ArgValue::pointer(3),
                                  ArgValue::scalar(uint32_t{4})};
  CHECK(errorOf([&] { rt::buildKernargs(md, wrongSize, ctx); }) ==
        "kernel 'saxpy': argument 0 (by_value, 4 bytes at offset 0): value has 8 bytes, 4 expected");
  std::vector<ArgValue> local{ArgValue::scalar(1.0f), ArgValue::local(4), ArgValue::pointer(2), ArgValue::pointer(3),
                              ArgValue::scalar(uint32_t{4})};
  CHECK(contains(errorOf([&] { rt::buildKernargs(md, local, ctx); }), "argument 1 (global_buffer, 8 bytes at offset 8): an LDS size"));

  codeobj::KernelMetadata bad;
  bad.name = "bad";
  bad.kernargSegmentSize = 16;
  bad.args.push_back(arg(ValueKind::GlobalBuffer, 4, 8, "ptr"));
  std::vector<ArgValue> one{ArgValue::pointer(1)};
  CHECK(contains(errorOf([&] { rt::buildKernargs(bad, one, ctx); }), "argument 0 'ptr' (global_buffer, 8 bytes at offset 4) is not aligned"));
  bad.args[0] = arg(ValueKind::ByValue, 1, 2, "char2");  // a packed struct may sit at any offset
  CHECK(rt::buildKernargs(bad, std::vector<ArgValue>{ArgValue::scalar(uint16_t{0x0201})}, ctx).bytes ==
        std::vector<uint8_t>{0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  bad.args[0] = arg(ValueKind::ByValue, 4, 8, "past");
  bad.kernargSegmentSize = 8;
  CHECK(errorOf([&] { rt::buildKernargs(bad, std::vector<ArgValue>{ArgValue::scalar(uint64_t{1})}, ctx); }) ==
        "kernel 'bad': argument 0 'past' (by_value, 8 bytes at offset 4) extends past the 8-byte kernarg segment "
        "(.kernarg_segment_size)");
  bad.args[0] = arg(ValueKind::ByValue, 0, 4, "narrow");
  bad.args.push_back(arg(ValueKind::HiddenGroupSizeX, 4, 1));
  ctx.geometry.group = {300, 1, 1};
  CHECK(contains(errorOf([&] { rt::buildKernargs(bad, std::vector<ArgValue>{ArgValue::scalar(1)}, ctx); }),
                 "argument 1 (hidden_group_size_x, 1 bytes at offset 4): value 300 does not fit in 1 bytes"));
  bad.args[1] = arg(ValueKind::DynamicSharedPointer, 4, 4, "l");
  CHECK(contains(errorOf([&] { rt::buildKernargs(bad, std::vector<ArgValue>{ArgValue::scalar(1), ArgValue::scalar(2)}, ctx); }),
                 "give the LDS bytes to reserve"));
}
