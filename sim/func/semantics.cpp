#include "func/semantics.h"

#include <mutex>
#include <string>
#include <unordered_map>

namespace gfxsim::func {

namespace {
std::unordered_map<std::string, ExecFn>& table() {
  static std::unordered_map<std::string, ExecFn> t;
  return t;
}
}  // namespace

void registerSemantics(std::initializer_list<SemanticEntry> entries) {
  for (const auto& e : entries) table()[e.mnemonic] = e.fn;
}

void registerSemantic(const std::string& mnemonic, ExecFn fn) { table()[mnemonic] = fn; }

ExecFn findSemantics(const std::string& mnemonic) {
  static std::once_flag once;
  std::call_once(once, [] {
    registerScalarOps();
    registerVectorIntOps();
    registerVectorFloatOps();
    registerVectorPackedOps();
    registerVectorCompareOps();
    registerLaneOps();
    registerMemoryOps();
    registerBufferFormatOps();
    registerLdsDmaOps();
    registerMfmaOps();
    registerWmmaOps();
  });
  auto it = table().find(mnemonic);
  return it == table().end() ? nullptr : it->second;
}

// Rows renamed by a later generation name the semantics they share (`sem=`, gfx11).
ExecFn semanticsFor(const isa::Inst& row) { return findSemantics(row.semantic); }

}  // namespace gfxsim::func
