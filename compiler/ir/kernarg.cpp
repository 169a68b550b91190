#include "ir/kernarg.h"

#include <algorithm>

namespace gfxsim::ir {

namespace {
uint32_t argSize(const Function& f, const ArgInfo& a) {
  uint32_t size = a.size;
  if (size == 0 && a.param != kNoValue && a.param < f.values.size()) size = f.values[a.param].type.bytes();
  return size ? size : 8;
}
}  // namespace

uint32_t kernargOffset(uint32_t end, const Function& f, const ArgInfo& a) {
  uint32_t align = a.align;
  if (align == 0) align = std::min<uint32_t>(argSize(f, a), 8);
  if (align & (align - 1)) align = 8;
  return (end + align - 1) & ~(align - 1);
}

KernargLayout kernargLayout(const Function& f) {
  KernargLayout k;
  uint32_t end = 0;
  for (const ArgInfo& a : f.args) {
    uint32_t offset = kernargOffset(end, f, a);
    k.offsets.push_back(offset);
    end = offset + argSize(f, a);
  }
  k.explicitSize = end;
  k.hiddenOffset = (end + 7) & ~7u;
  k.size = k.hiddenOffset + hidden::kSize;
  return k;
}

}  // namespace gfxsim::ir
