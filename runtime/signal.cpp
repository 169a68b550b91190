#include "runtime/signal.h"

#include "support/error.h"

namespace gfxsim::rt {

namespace {
std::string hex(uint64_t v) { return hexString(v); }
}  // namespace

Signal Signal::create(Memory& mem, int64_t initial, std::string name) {
  Addr a = mem.allocate(aql::amd_signal::kSize, aql::amd_signal::kAlign, std::move(name), AllocKind::Signal);
  mem.store<int64_t>(a + aql::amd_signal::kKind, static_cast<int64_t>(aql::SignalKind::User));
  mem.store<int64_t>(a + aql::amd_signal::kValue, initial);
  return Signal(mem, a);
}

Signal::Signal(Memory& mem, Addr handle) : mem_(&mem), handle_(handle) {
  if (handle == 0) throw Error("signal handle 0 (no signal)");
  if (handle % aql::amd_signal::kAlign) throw Error("signal " + hex(handle) + " is not 64-byte aligned");
  if (auto f = mem.probe(handle, aql::amd_signal::kSize, Access::Read))
    throw Error("signal " + hex(handle) + " is not a 64-byte amd_signal_t in memory: " + f->message());
  int64_t k = mem.load<int64_t>(handle + aql::amd_signal::kKind);
  if (k != 1 && k != -1 && k != -2 && k != 0)
    throw Error("signal " + hex(handle) + " has unknown kind " + std::to_string(k));
}

aql::SignalKind Signal::kind() const {
  return static_cast<aql::SignalKind>(mem_->load<int64_t>(handle_ + aql::amd_signal::kKind));
}

Addr Signal::valueAddr() const {
  if (kind() != aql::SignalKind::User)
    throw Error("signal " + hex(handle_) + " is not a USER signal (kind " +
                std::to_string(static_cast<int64_t>(kind())) + "); it has no value");
  return handle_ + aql::amd_signal::kValue;
}

int64_t Signal::load() const { return mem_->load<int64_t>(valueAddr()); }
void Signal::store(int64_t v) { mem_->store<int64_t>(valueAddr(), v); }

int64_t Signal::add(int64_t v) {
  Addr a = valueAddr();
  int64_t old = mem_->load<int64_t>(a);
  mem_->store<int64_t>(a, static_cast<int64_t>(static_cast<uint64_t>(old) + static_cast<uint64_t>(v)));
  return old;
}

int64_t Signal::subtract(int64_t v) { return add(static_cast<int64_t>(0 - static_cast<uint64_t>(v))); }

int64_t Signal::exchange(int64_t v) {
  Addr a = valueAddr();
  int64_t old = mem_->load<int64_t>(a);
  mem_->store<int64_t>(a, v);
  return old;
}

int64_t Signal::compareExchange(int64_t expected, int64_t desired) {
  Addr a = valueAddr();
  int64_t old = mem_->load<int64_t>(a);
  if (old == expected) mem_->store<int64_t>(a, desired);
  return old;
}

bool Signal::waitSatisfied(SignalCondition c, int64_t compare) const {
  int64_t v = load();
  switch (c) {
    case SignalCondition::Eq: return v == compare;
    case SignalCondition::Ne: return v != compare;
    case SignalCondition::Lt: return v < compare;
    case SignalCondition::Gte: return v >= compare;
  }
  return false;
}

}  // namespace gfxsim::rt
